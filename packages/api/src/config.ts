/** Where the site finds its API: a build-time variable or a runtime config file (`/config.json`). */
export interface RuntimeApiConfig {
  /** The API's base URL; empty or missing means demo mode. */
  apiBaseUrl?: string;
}

/** The API base URL from the first source that sets one, or undefined (demo mode). */
export function resolveApiBaseUrl(...sources: (string | RuntimeApiConfig | undefined | null)[]): string | undefined {
  for (const source of sources) {
    const value = typeof source === 'string' ? source : source?.apiBaseUrl;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

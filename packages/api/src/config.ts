/** Where the site finds its API: a build-time variable or a runtime config file (`/config.json`). */
export interface RuntimeApiConfig {
  /** The API's base URL; empty or missing means demo mode. */
  apiBaseUrl?: string;
  /** Not in spec: milliseconds before a call is abandoned (status 0); missing or not a positive number means the client's 15 s. */
  requestTimeoutMs?: number;
  /** Not in spec: the one host the maintenance switch never redirects (spec 4 "one named test host"); empty means none. */
  maintenanceTestHost?: string;
}

/** The API base URL from the first source that sets one, or undefined (demo mode). */
export function resolveApiBaseUrl(...sources: (string | RuntimeApiConfig | undefined | null)[]): string | undefined {
  for (const source of sources) {
    const value = typeof source === 'string' ? source : source?.apiBaseUrl;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** The request timeout from the first source that sets a positive finite number, or undefined (the client's default). */
export function resolveRequestTimeoutMs(...sources: (RuntimeApiConfig | undefined | null)[]): number | undefined {
  for (const source of sources) {
    const value = source?.requestTimeoutMs;
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  return undefined;
}

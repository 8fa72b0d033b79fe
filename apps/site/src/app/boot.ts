import { createApiClient, resolveApiBaseUrl, type ApiClient, type RuntimeApiConfig } from '@betkit/api';

/** How the site is running: against the real API, or on the in-browser demo backend. */
export interface SiteRuntime {
  /** 'demo' when no API base URL is configured. */
  mode: 'api' | 'demo';
  /** The client every call goes through. */
  client: ApiClient;
}

/** Reads the optional runtime config file an operator can drop next to the built site. */
async function readRuntimeConfig(): Promise<RuntimeApiConfig | undefined> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
    return (await response.json()) as RuntimeApiConfig;
  } catch {
    return undefined;
  }
}

/** Decides the mode and, in demo mode only, loads and starts the mock backend (never bundled into the main chunk). */
export async function bootSite(): Promise<SiteRuntime> {
  const apiBaseUrl = resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL, await readRuntimeConfig());
  if (apiBaseUrl === undefined) {
    const { startDemoWorker } = await import('@betkit/mocks/browser');
    await startDemoWorker();
    return { mode: 'demo', client: createApiClient({ baseUrl: '' }) };
  }
  return { mode: 'api', client: createApiClient({ baseUrl: apiBaseUrl }) };
}

import { createApiClient, resolveApiBaseUrl, resolveRequestTimeoutMs, type ApiClient, type ApiClientOptions, type RuntimeApiConfig } from '@betkit/api';
import { afterFirstPaint, countingCalls } from './firstScreen';
import { createSessionStore } from './stores';

/** The bearer token every call reads; the session sets it at login and clears it at logout. */
export interface TokenHolder {
  get(): string | null;
  set(token: string | null): void;
}

/** A token kept in memory, starting from `initial`. */
export function createTokenHolder(initial: string | null): TokenHolder {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** How the site is running: against the real API, or on the in-browser demo backend. */
export interface SiteRuntime {
  /** 'demo' when no API base URL is configured. */
  mode: 'api' | 'demo';
  /** The client every call goes through. */
  client: ApiClient;
  /** The token the client sends (kept in memory; the session stores it between loads). */
  tokens: TokenHolder;
  /** The time (ms since epoch): the clock, the idle rule and cancel windows read it; stories fix it. */
  now: () => number;
  /** The host the maintenance switch never redirects (config.json `maintenanceTestHost`); '' for none. */
  maintenanceTestHost: string;
}

/** Reads the optional runtime config file an operator can drop next to the built site (index.html preloads it beside the scripts). */
async function readRuntimeConfig(): Promise<RuntimeApiConfig | undefined> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
    return (await response.json()) as RuntimeApiConfig;
  } catch {
    return undefined;
  }
}

/** What a runtime is made with besides its mode, base URL and clock. */
type RuntimeOptions = Pick<ApiClientOptions, 'fetch' | 'readStatus' | 'timeoutMs'> & { maintenanceTestHost?: string };

/** A runtime over a base URL, with the stored session's token; `fetch` and `readStatus` are the demo backend's. */
export function createRuntime(
  mode: SiteRuntime['mode'],
  baseUrl: string,
  now: () => number = Date.now,
  { fetch, readStatus, timeoutMs, maintenanceTestHost = '' }: RuntimeOptions = {},
): SiteRuntime {
  const tokens = createTokenHolder(createSessionStore().get()?.token ?? null);
  const client = createApiClient({ baseUrl, getToken: tokens.get, fetch: countingCalls(fetch), readStatus, timeoutMs });
  return { mode, tokens, now, client, maintenanceTestHost };
}

/** config.json's test host, trimmed; anything but a string is none. */
function readMaintenanceTestHost(config: RuntimeApiConfig | undefined): string {
  const host = config?.maintenanceTestHost;
  return typeof host === 'string' ? host.trim() : '';
}

/** Demo mode's calls: each waits until the demo backend has started, so the site paints while it starts. */
function afterDemoBackend(started: Promise<Pick<ApiClientOptions, 'readStatus'>>): Pick<ApiClientOptions, 'fetch' | 'readStatus'> {
  let backend: Pick<ApiClientOptions, 'readStatus'> = {};
  return {
    fetch: async (input, init) => {
      backend = await started;
      return fetch(input, init);
    },
    // Read only for an answer, which came after `started`.
    readStatus: (response) => backend.readStatus?.(response) ?? response.status,
  };
}

/** Decides the mode and, in demo mode only, loads and starts the mock backend (never bundled into the main chunk). */
export async function bootSite(): Promise<SiteRuntime> {
  const config = await readRuntimeConfig();
  const apiBaseUrl = resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL, config);
  if (apiBaseUrl === undefined) {
    // The demo backend's 75 KB load once the frame has painted: on a phone they would otherwise share its bandwidth.
    const started = afterFirstPaint()
      .then(() => import('./demo'))
      .then(({ startDemoMode }) => startDemoMode());
    const maintenanceTestHost = readMaintenanceTestHost(config);
    return createRuntime('demo', '', Date.now, { ...afterDemoBackend(started), maintenanceTestHost });
  }
  return createRuntime('api', apiBaseUrl, Date.now, {
    timeoutMs: resolveRequestTimeoutMs(config),
    maintenanceTestHost: readMaintenanceTestHost(config),
  });
}

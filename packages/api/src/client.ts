import { bettingMessages } from '@betkit/domain';
import { ApiError, messageFromBody, NETWORK_ERROR_MESSAGE } from './errors';
import { resolveClientPaths, type ClientPaths, type ExtraPaths } from './paths';
import { sessionEventByStatus, type SessionEvent } from './session-events';

/** How the client reaches the server. */
export interface ApiClientOptions {
  /** Origin and prefix of every call, e.g. 'https://api.example.com'; '' means the page's own origin. */
  baseUrl: string;
  /** The bearer token from the login answer, read on every call (the site decides where it lives). */
  getToken?: () => string | null | undefined;
  /** Milliseconds before a call is abandoned with status 0. */
  timeoutMs?: number;
  /** The fetch to use (tests and server rendering pass their own). */
  fetch?: typeof fetch;
  /** Paths of the calls the spec does not show, to match an operator's backend. */
  paths?: Partial<ExtraPaths>;
  /**
   * How an answer's status is read (its HTTP status by default). Demo mode passes the demo backend's
   * reader: a service worker cannot answer a status above 599, such as the spec's 600, so it carries it in a header.
   */
  readStatus?: (response: Response) => number;
}

/** One call's details. */
export interface RequestOptions {
  /** Query parameters; undefined values are left out, arrays are joined with commas (betSlipIds). */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** JSON body. */
  body?: unknown;
  /** Cancels the call. */
  signal?: AbortSignal;
  /** The message to show when the server sends no text of its own. */
  fallbackMessage?: string;
}

/** What every typed call accepts besides its own arguments. */
export interface CallOptions {
  /** Cancels the call. */
  signal?: AbortSignal;
}

/** The spec's default for a failed call without server text (bet placing's, reused where none is given). */
export const DEFAULT_ERROR_MESSAGE = bettingMessages.betFailedDefault;

/** A configured client: typed calls are plain functions over `request`. */
export interface ApiClient {
  /** Sends one call; resolves with the parsed body, rejects with an `ApiError`. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
  /** Subscribes to the global interceptor's events (555, 556, 406, 500, 600); returns the unsubscribe. */
  onSessionEvent(listener: (event: SessionEvent) => void): () => void;
  /** The options the client was made with. */
  readonly options: Readonly<ApiClientOptions>;
  /** The paths of the calls the spec does not show, defaults merged with the options' overrides. */
  readonly paths: ClientPaths;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const joined = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${joined}?${search}` : joined;
}

/**
 * The parsed body; `malformed` when the answer says JSON but its text does not parse (or cannot be read). A malformed
 * body is dropped: it is not the server's words, so it never reaches a member as a message.
 */
async function readBody(response: Response): Promise<{ payload: unknown; malformed: boolean }> {
  const declaresJson = response.headers.get('content-type')?.includes('json') ?? false;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { payload: undefined, malformed: true };
  }
  if (text === '') return { payload: undefined, malformed: false };
  try {
    return { payload: JSON.parse(text) as unknown, malformed: false };
  } catch {
    return declaresJson ? { payload: undefined, malformed: true } : { payload: text, malformed: false };
  }
}

/** Makes a client with a base URL, bearer token, timeout and the spec's global response interceptor. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const listeners = new Set<(event: SessionEvent) => void>();
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function request<T>(
    method: string,
    path: string,
    { query, body, signal, fallbackMessage = DEFAULT_ERROR_MESSAGE }: RequestOptions = {},
  ): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        credentials: 'include',
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
    const { payload, malformed } = await readBody(response);
    const status = options.readStatus?.(response) ?? response.status;
    const event = sessionEventByStatus[status];
    if (event) listeners.forEach((listener) => listener(event));
    // Not in spec: a success whose JSON does not parse is a failure with the call's default text, never data.
    if (malformed && status >= 200 && status <= 299) throw new ApiError(status, fallbackMessage);
    if (status < 200 || status > 299) {
      const message = event && 'message' in event ? event.message : messageFromBody(payload, fallbackMessage);
      throw new ApiError(status, message, payload);
    }
    return payload as T;
  }

  return {
    request,
    onSessionEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    options,
    paths: resolveClientPaths(options.paths),
  };
}

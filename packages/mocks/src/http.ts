// The demo backend as a real HTTP API: the same handlers, scenarios and state as the in-browser demo,
// answered by MSW's getResponse behind node:http, with CORS for the front-ends that call it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { createDemoBackend, type DemoBackend, type DemoBackendOptions } from './demo-backend';
import { createScenarios, type ScenarioName } from './scenarios';
import type { DemoStorage } from './backend/state';

/** Options of the demo HTTP server. */
export interface DemoHttpServerOptions extends Omit<DemoBackendOptions, 'baseUrl' | 'storage'> {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** The interface to listen on (127.0.0.1 by default: the demo backend is not meant for a network). */
  host?: string;
  /**
   * Origins allowed to call it from a browser: a list, or '*' to allow any origin (the default, since it
   * holds no one's data). The request's own origin is echoed back, never a literal '*'.
   */
  allowedOrigins?: readonly string[] | '*';
  /** A JSON file that keeps the state between restarts; memory only when absent. */
  stateFile?: string;
}

/** A running demo HTTP server. */
export interface DemoHttpServer {
  /** The base URL front-ends put in their config (`{ "apiBaseUrl": url }`). */
  url: string;
  /** The backend's store (tests read and change the state through it). */
  backend: DemoBackend;
  /** The scenario in front of the backend, if any. */
  scenario(): ScenarioName | undefined;
  /** Puts a named scenario in front of the backend (undefined: back to the plain backend). */
  useScenario(name: ScenarioName | undefined): void;
  close(): Promise<void>;
}

/** The control routes only this server has (the backend's own /__demo routes answer too). */
export const DEMO_SCENARIO_PATH = '/__demo/scenario';

/** A DemoStorage over one JSON file, written on every save. */
export function createFileStorage(file: string): DemoStorage {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  let entries = read();
  return {
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries = { ...entries, [key]: value };
      writeFileSync(file, JSON.stringify(entries));
    },
    removeItem: (key) => {
      const { [key]: _removed, ...rest } = entries;
      entries = rest;
      writeFileSync(file, JSON.stringify(entries));
    },
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function corsHeaders(request: IncomingMessage, allowed: readonly string[] | '*'): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || (allowed !== '*' && !allowed.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    // The api client sends credentials (the spec's cookie-era servers), so the origin is echoed and credentials allowed.
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** Below this a gzip frame costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

/** Whether the request accepts gzip (`Accept-Encoding: gzip, deflate, br`; `gzip;q=0` refuses it). */
function acceptsGzip(request: IncomingMessage): boolean {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return accepted.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    return coding?.trim().toLowerCase() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

async function sendResponse(response: ServerResponse, answer: Response, extraHeaders: Record<string, string>, request?: IncomingMessage) {
  const headers: Record<string, string> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  let body = Buffer.from(await answer.arrayBuffer());
  // A real API host compresses its JSON; without it a board costs a phone 7× its bytes (and Lighthouse's timings say so).
  if (request && body.length >= GZIP_MIN_BYTES && acceptsGzip(request) && !headers['content-encoding']) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    const vary = headers.Vary ?? headers.vary;
    delete headers.vary;
    headers.Vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  // Node's writeHead takes statuses 100–999: the spec's 600 goes out as itself, not in a header.
  response.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
  response.end(body);
}

/** Starts the demo backend on node:http; resolves once it listens. */
export async function startDemoHttpServer(options: DemoHttpServerOptions = {}): Promise<DemoHttpServer> {
  const { port = 0, host = '127.0.0.1', allowedOrigins = '*', stateFile, ...backendOptions } = options;
  const storage = stateFile ? createFileStorage(stateFile) : undefined;
  // Made once the server listens (the handlers match on its origin); requests cannot arrive before that.
  const live: { backend?: DemoBackend; scenarios?: ReturnType<typeof createScenarios>; base?: string } = {};
  let active: ScenarioName | undefined;

  const server: Server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`demo backend failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const cors = corsHeaders(request, allowedOrigins);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const backend = live.backend!;
    const scenarios = live.scenarios!;
    const url = new URL(request.url ?? '/', live.base);
    if (url.pathname === DEMO_SCENARIO_PATH) {
      if (request.method === 'GET') {
        return sendResponse(response, Response.json({ active: active ?? null, names: Object.keys(scenarios) }), cors);
      }
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as { name?: unknown };
      const name = request.method === 'DELETE' ? undefined : body.name;
      if (name !== undefined && !(typeof name === 'string' && name in scenarios)) {
        return sendResponse(response, Response.json({ error: `unknown scenario: ${String(name)}` }, { status: 400 }), cors);
      }
      active = name as ScenarioName | undefined;
      return sendResponse(response, Response.json({ active: active ?? null }), cors);
    }

    const method = request.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const fetchRequest = new Request(url, { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
    const chain: RequestHandler[] = active ? [...scenarios[active], ...backend.handlers] : backend.handlers;
    const mocked = await getResponse(chain, fetchRequest);
    if (!mocked) {
      return sendResponse(response, Response.json({ error: `no demo route for ${method} ${url.pathname}` }, { status: 404 }), cors);
    }
    // HttpResponse.error() (the networkFailure scenario): drop the connection as a dead network would.
    if (mocked.type === 'error') {
      request.socket.destroy();
      return;
    }
    return sendResponse(response, mocked, cors, request);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  // The handlers match absolute URLs on this server's own origin, known only once it listens.
  live.base = base;
  live.backend = createDemoBackend({ ...backendOptions, baseUrl: base, storage });
  live.scenarios = createScenarios({ ...backendOptions, baseUrl: base });

  return {
    url: base,
    backend: live.backend,
    scenario: () => active,
    useScenario: (name) => {
      active = name;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

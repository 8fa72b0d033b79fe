// The call catalogue: every typed call of `calls/*` with its method and path template, found by running
// each exported function against a recording client (no hand-written list; a new call joins by being exported).
import type { ApiClient, RequestOptions } from './client';
import { resolveExtraPaths } from './calls/partner-paths';
import * as betting from './calls/betting';
import * as boards from './calls/boards';
import * as games from './calls/games';
import * as member from './calls/member';
import * as memberServices from './calls/member-services';
import * as messages from './calls/messages';
import * as money from './calls/money';
import * as partners from './calls/partners';
import * as session from './calls/session';
import * as shell from './calls/shell';
import * as signup from './calls/signup';

/** One call the client can make. */
export interface ApiCallDescription {
  /** The HTTP method. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path on the API's base URL; arguments show as `:id` (a whole argument) or `:name` (an argument's field). */
  path: string;
  /** The exported functions that make this call (two functions may share one method and path). */
  functions: string[];
}

const callModules: Record<string, Record<string, unknown>> = { betting, boards, games, member, memberServices, messages, money, partners, session, shell, signup };

// Argument stand-ins: any field, call or string conversion answers another stand-in, so a call runs to its request.
const MARK = '\u0000arg\u0000';
function standIn(name: string): unknown {
  const text = `${MARK}${name}${MARK}`;
  const target = (() => undefined) as unknown as object;
  return new Proxy(target, {
    get(_target, key) {
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => text;
      if (key === Symbol.iterator) return function* empty() {};
      if (typeof key === 'symbol') return undefined;
      if (key === 'length') return 0;
      // A call's options: a stand-in cancels nothing.
      if (key === 'signal') return undefined;
      return standIn(key);
    },
    apply: () => standIn(name),
    ownKeys: () => [],
    getOwnPropertyDescriptor: () => undefined,
  });
}

function template(path: string): string {
  // A stand-in's text, encoded or not, becomes `:name`.
  const encodedMark = encodeURIComponent(MARK);
  return path
    .split(encodedMark)
    .join(MARK)
    .replace(new RegExp(`${MARK}([^\\u0000]*)${MARK}`, 'g'), (_all, name: string) => `:${name}`);
}

/** Runs a call function with stand-in arguments (any field, call or string conversion answers another stand-in). */
type AnyCall = (client: ApiClient, ...args: unknown[]) => unknown;
function invokeWithStandIns(call: AnyCall, client: ApiClient): unknown {
  const args = Array.from({ length: Math.max(call.length - 1, 2) }, () => standIn('id'));
  return call(client, ...args);
}

/**
 * Not in spec: the catalogue of calls, sorted by path then method. Each exported function of the call
 * modules runs once against a recording client that answers nothing; functions that make no request
 * (helpers such as `bonusImageUrl`) are not calls and are left out.
 */
export function describeApiCalls(): ApiCallDescription[] {
  const byKey = new Map<string, ApiCallDescription>();
  for (const module of Object.values(callModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'function') continue;
      const seen: { method: ApiCallDescription['method']; path: string }[] = [];
      const client: ApiClient = {
        request<T>(method: ApiCallDescription['method'], path: string, _options?: RequestOptions): Promise<T> {
          seen.push({ method, path });
          return Promise.resolve(undefined as T);
        },
        onSessionEvent: () => () => undefined,
        options: { baseUrl: '' },
        paths: resolveExtraPaths(),
      };
      try {
        const answer = invokeWithStandIns(value as AnyCall, client);
        if (answer instanceof Promise) answer.catch(() => undefined);
      } catch {
        // A helper that rejects stand-ins is not a call unless it got as far as its request.
      }
      for (const { method, path } of seen) {
        const key = `${method} ${template(path)}`;
        const entry = byKey.get(key) ?? { method, path: template(path), functions: [] };
        if (!entry.functions.includes(name)) entry.functions.push(name);
        byKey.set(key, entry);
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * Not in spec: makes a catalogued call through a real client with stand-in arguments (its path segments read as
 * stand-ins, which `matchesCallPath` matches), for tests that fault every call, such as the site's fault matrix.
 */
export function runApiCall(call: ApiCallDescription, client: ApiClient): Promise<unknown> {
  const [name = ''] = call.functions;
  const found = Object.values(callModules).find((module) => typeof module[name] === 'function')?.[name];
  if (typeof found !== 'function') return Promise.reject(new Error(`${name} is not a call of the catalogue`));
  return Promise.resolve().then(() => invokeWithStandIns(found as AnyCall, client));
}

/** Whether a request's path (no query) is the template's: each `:name` matches one path segment. */
export function matchesCallPath(template: string, pathname: string): boolean {
  const pattern = template
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(pathname);
}

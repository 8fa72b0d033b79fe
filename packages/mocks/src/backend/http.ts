// The demo backend's plumbing: the request context, errors as answers, and one route helper.
import { HttpResponse } from 'msw';
import type { ExtraPaths } from '@betkit/api';
import { bettingMessages, sessionMessages, sameId } from '@betkit/domain';
import type { DemoMember } from '../fixtures';
import { createRandom } from '../fixtures';
import type { DemoState, DemoStore } from './state';

/** A failure the demo backend answers with: a status and a body (text or JSON). */
export class DemoHttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown = '') {
    super(typeof body === 'string' ? body : `demo backend answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** Stops a handler with an answer of this status and body. */
export function fail(status: number, body: unknown = ''): never {
  throw new DemoHttpError(status, body);
}

/** What every route of the demo backend reads. */
export interface DemoContext {
  store: DemoStore;
  /** The demo clock. */
  now(): Date;
  /** The base URL joined to a path. */
  url(path: string): string;
  /** The paths of the calls the spec does not show. */
  paths: Readonly<ExtraPaths>;
}

/** The state, for brevity in routes. */
export function stateOf(ctx: DemoContext): DemoState {
  return ctx.store.get();
}

/** The next id for a created record. */
export function nextId(ctx: DemoContext): number {
  const state = stateOf(ctx);
  return state.nextId++;
}

/** A seeded random number that continues its sequence across reloads (roulette, SMS codes). */
export function nextRandom(ctx: DemoContext): number {
  const state = stateOf(ctx);
  const random = createRandom(state.data.seed + 7919);
  for (let i = 0; i < state.randomDraws; i += 1) random.next();
  state.randomDraws += 1;
  return random.next();
}

/** The bearer token of a request, if any. */
export function tokenOf(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
}

/**
 * The member of the request's session. No token: 401 '로그인 후 이용해주세요.'; a token replaced by a
 * newer login of the same member: 555 (the interceptor logs out with '다른기기에서 로그인되어 로그아웃 됩니다.').
 */
export function memberOf(ctx: DemoContext, request: Request): DemoMember {
  const state = stateOf(ctx);
  const token = tokenOf(request);
  const memberId = token === undefined ? undefined : state.sessions[token];
  if (token === undefined || memberId === undefined) fail(401, bettingMessages.loginRequired);
  if (state.latestToken[String(memberId)] !== token) fail(555, sessionMessages.duplicateLogin);
  const member = state.data.members.find((candidate) => candidate.id === memberId);
  if (!member) fail(556, sessionMessages.loggedOut);
  return member;
}

/** The member when the request carries a live session, else undefined. */
export function optionalMemberOf(ctx: DemoContext, request: Request): DemoMember | undefined {
  try {
    return memberOf(ctx, request);
  } catch {
    return undefined;
  }
}

/** Refuses a request about another member's records (the path or body names a member id). */
export function assertSelf(member: DemoMember, memberId: unknown): void {
  if (!sameId(memberId, member.id)) fail(403, '본인의 정보만 조회할 수 있습니다.');
}

/** The request's JSON body, or a 400 when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, '요청 형식이 올바르지 않습니다.');
  }
}

/** A query parameter as a number, or undefined. */
export function queryNumber(url: URL, key: string): number | undefined {
  const raw = url.searchParams.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** One page of rows by the request's `page` and `perpage` (20 a page by default, at most 100). */
export function paged<T>(rows: readonly T[], url: URL): { list: T[]; totalCount: number } {
  const page = Math.max(1, queryNumber(url, 'page') ?? 1);
  const perpage = Math.min(100, Math.max(1, queryNumber(url, 'perpage') ?? 20));
  return { list: rows.slice((page - 1) * perpage, page * perpage), totalCount: rows.length };
}

/** An answer: strings as text, undefined as 200 with no body, anything else as JSON. */
export function answer(body: unknown, status = 200): Response {
  if (body instanceof Response) return body;
  if (typeof body === 'string') return HttpResponse.text(body, { status });
  if (body === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(body as never, { status });
}

/** What a route function gets. */
export interface RouteArgs {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  url: URL;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Returned by a route that is not the request's after all (a `:id` that is a word): the next matching route answers. */
export const NEXT_ROUTE = Symbol('next route');

/** One route of the demo backend: what the dispatcher (backend/dispatch.ts) matches and runs. */
export interface DemoRoute {
  /** 'GET', 'POST', 'PUT' or 'DELETE'. */
  readonly method: string;
  /** The base URL joined to the route's path, with `:name` parameters and a trailing `*`, as MSW would take it. */
  readonly path: string;
  /** Answers a request this route matched, or NEXT_ROUTE for the next matching route. */
  answer(request: Request, params: RouteArgs['params']): Promise<Response | typeof NEXT_ROUTE>;
}

/** One route: runs the function, saves the state after writes, and turns DemoHttpError into its answer. */
export function route(ctx: DemoContext, method: Method, path: string, run: (args: RouteArgs) => unknown): DemoRoute {
  return {
    method: method.toUpperCase(),
    path: ctx.url(path),
    async answer(request, params) {
      try {
        const body = await run({ request, params, url: new URL(request.url) });
        if (body === NEXT_ROUTE) return NEXT_ROUTE;
        if (method !== 'get') ctx.store.save();
        return answer(body);
      } catch (error) {
        if (error instanceof DemoHttpError) return answer(error.body, error.status);
        throw error;
      }
    },
  };
}

/** A path parameter as text. */
export function param(args: RouteArgs, name: string): string {
  const value = args.params[name];
  return typeof value === 'string' ? value : '';
}

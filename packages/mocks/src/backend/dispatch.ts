// The demo backend behind one MSW handler. MSW parses every handler for every request the page makes
// (scripts and fonts too): with a handler per route that was 88 path compilations and cookie reads per
// request. Here the routes are compiled once, and a request that is not the API's costs one test.
import { http, type HttpHandler } from 'msw';
import { NEXT_ROUTE, type DemoRoute } from './http';

/** A route with its path compiled. */
interface CompiledRoute {
  route: DemoRoute;
  /** The origin the route answers on, or undefined for a path on the page's own origin. */
  origin: string | undefined;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a route's path: `:name` takes one segment, `*` the rest; a trailing slash is optional; case-insensitive as MSW is. */
function compile(route: DemoRoute): CompiledRoute {
  const absolute = /^https?:\/\/[^/]+/i.exec(route.path);
  const origin = absolute ? new URL(absolute[0]).origin : undefined;
  const pathname = absolute ? route.path.slice(absolute[0].length) || '/' : route.path;
  const names: string[] = [];
  let source = '';
  for (const token of pathname.split(/(:\w+|\*)/)) {
    if (token === '*') {
      names.push('0');
      source += '(.*)';
    } else if (/^:\w+$/.test(token)) {
      names.push(token.slice(1));
      source += '([^/]+?)';
    } else {
      source += escapeRegExp(token);
    }
  }
  return { route, origin, names, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i') };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Matches requests to routes, tried in this order: literal paths first (so /member/check is not taken by
 * /member/:id), then paths with parameters, each group as written. `match` lists every route a request matches.
 */
export function createRouteTable(routes: readonly DemoRoute[]) {
  const compiled = routes.map(compile);
  const ordered = [...compiled.filter(({ names }) => names.length === 0), ...compiled.filter(({ names }) => names.length > 0)];
  // A page's own origin: relative routes answer only there (a font from a CDN is not the API's).
  const pageOrigin = typeof location === 'undefined' ? undefined : location.origin;

  function* match(method: string, url: URL): Generator<{ route: DemoRoute; params: Record<string, string> }> {
    const upper = method.toUpperCase();
    for (const { route, origin, pattern, names } of ordered) {
      if (route.method !== upper) continue;
      if (origin !== undefined ? url.origin !== origin : pageOrigin !== undefined && url.origin !== pageOrigin) continue;
      const found = pattern.exec(url.pathname);
      if (!found) continue;
      yield { route, params: Object.fromEntries(names.map((name, index) => [name, decode(found[index + 1] ?? '')])) };
    }
  }

  return {
    /** Every route in the order they are tried. */
    routes: ordered.map(({ route }) => route),
    match,
    /** The route that answers a request first (for tests: a call must reach its own route). */
    first: (method: string, url: URL): DemoRoute | undefined => match(method, url).next().value?.route,
  };
}

/** One MSW handler answering every route of the table; a request no route takes falls through to the network. */
export function createDispatcher(table: ReturnType<typeof createRouteTable>): HttpHandler {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    for (const { route, params } of table.match(request.method, url)) {
      // A route that declines (NEXT_ROUTE) gets the request's body untouched for the next one.
      const answer = await route.answer(request.clone(), params);
      if (answer !== NEXT_ROUTE) return answer;
    }
    return undefined;
  });
}

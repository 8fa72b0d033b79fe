import { getResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../demo-backend';
import { createDispatcher, createRouteTable } from './dispatch';
import { NEXT_ROUTE, type DemoRoute } from './http';

const base = 'https://demo.test';

/** A route that answers its own name and the parameters it was given. */
function named(method: string, path: string, decline = false): DemoRoute {
  return {
    method,
    path,
    answer: async (_request, params) => (decline ? NEXT_ROUTE : Response.json({ path, params })),
  };
}

async function dispatch(routes: DemoRoute[], method: string, url: string) {
  const response = await getResponse([createDispatcher(createRouteTable(routes))], new Request(url, { method }));
  return response ? ((await response.json()) as { path: string; params: Record<string, string> }) : undefined;
}

describe('the demo backend behind one MSW handler', () => {
  it('tries literal paths before paths with parameters, whatever order they were written in', async () => {
    const routes = [named('GET', `${base}/member/:id`), named('GET', `${base}/member/check`)];
    expect((await dispatch(routes, 'GET', `${base}/member/check`))?.path).toBe(`${base}/member/check`);
    expect(await dispatch(routes, 'GET', `${base}/member/7`)).toEqual({ path: `${base}/member/:id`, params: { id: '7' } });
  });

  it('decodes parameters, takes the rest of the path for *, and allows a trailing slash', async () => {
    const routes = [named('GET', `${base}/message/user/:id`), named('GET', `${base}/api/file/download/*`)];
    expect((await dispatch(routes, 'GET', `${base}/message/user/%ED%99%8D?page=2`))?.params).toEqual({ id: '홍' });
    expect((await dispatch(routes, 'GET', `${base}/message/user/3/`))?.params).toEqual({ id: '3' });
    expect((await dispatch(routes, 'GET', `${base}/api/file/download/banner/1.png`))?.params).toEqual({ 0: 'banner/1.png' });
  });

  it('answers only its method and its origin; anything else falls through to the network', async () => {
    const routes = [named('POST', `${base}/sports-prematch/user`)];
    expect(await dispatch(routes, 'GET', `${base}/sports-prematch/user`)).toBeUndefined();
    expect(await dispatch(routes, 'POST', 'https://elsewhere.test/sports-prematch/user')).toBeUndefined();
    expect(await dispatch(routes, 'GET', `${base}/assets/index-3f2a.js`)).toBeUndefined();
    expect((await dispatch(routes, 'post', `${base}/sports-prematch/user`))?.path).toBe(`${base}/sports-prematch/user`);
  });

  it('a route that declines passes the request on to the next one that matches', async () => {
    const routes = [named('GET', `${base}/settingMinigame/:id`, true), named('GET', `${base}/settingMinigame/:kind`)];
    expect((await dispatch(routes, 'GET', `${base}/settingMinigame/powerball`))?.params).toEqual({ kind: 'powerball' });
  });

  it('keeps MSW\u2019s order: a handler put in front (a scenario, a story) answers first', async () => {
    const backend = createDemoBackend({ baseUrl: base });
    const chain = [http.get(`${base}/member/:id`, () => new Response(null, { status: 555 })), ...backend.handlers];
    expect((await getResponse(chain, new Request(`${base}/member/1`)))?.status).toBe(555);
    expect(backend.handlers).toHaveLength(1);
  });

  it('lists every route once, and a call reaches its own route (the contract tests ask this of every spec call)', () => {
    const backend = createDemoBackend({ baseUrl: base });
    const keys = backend.routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(backend.routeFor('GET', `${base}/member/check?userId=a`)?.path).toBe(`${base}/member/check`);
    expect(backend.routeFor('GET', `${base}/member/12`)?.path).toBe(`${base}/member/:id`);
    expect(backend.routeFor('GET', `${base}/nowhere`)).toBeUndefined();
  });
});

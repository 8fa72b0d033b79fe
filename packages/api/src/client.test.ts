import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, DEFAULT_ERROR_MESSAGE } from './client';
import { ApiError, messageFromBody } from './errors';
import { isServerFault, type SessionEvent } from './session-events';

const base = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createApiClient', () => {
  it('joins the base URL, the path and the query, and sends the bearer token', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${base}/sports-prematch/count`, ({ request }) => {
        seen = request;
        return HttpResponse.json(12);
      }),
    );
    const client = createApiClient({ baseUrl: `${base}/`, getToken: () => 'tok' });
    const count = await client.request<number>('GET', '/sports-prematch/count', {
      query: { page: 1, gameType: 1, betSlipIds: [12, 13], gameDetailType: undefined },
    });
    expect(count).toBe(12);
    const url = new URL(seen!.url);
    expect(url.searchParams.get('betSlipIds')).toBe('12,13');
    expect(url.searchParams.has('gameDetailType')).toBe(false);
    expect(seen!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends a JSON body and reads a text answer', async () => {
    server.use(
      http.post(`${base}/sports-prematch/user-delete`, async ({ request }) =>
        HttpResponse.text(`삭제 ${((await request.json()) as unknown[]).length}건`),
      ),
    );
    const client = createApiClient({ baseUrl: base });
    await expect(client.request('POST', '/sports-prematch/user-delete', { body: [{ id: 1 }] })).resolves.toBe('삭제 1건');
  });

  it("normalises a failure to { status, message } with the server's text", async () => {
    server.use(http.post(`${base}/x`, () => HttpResponse.json({ message: '베팅 진행 중입니다.' }, { status: 400 })));
    const error = await createApiClient({ baseUrl: base }).request('POST', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: '베팅 진행 중입니다.' });
  });

  it("falls back to the call's default message when the server sends none", async () => {
    server.use(http.get(`${base}/x`, () => new HttpResponse(null, { status: 400 })));
    const error = await createApiClient({ baseUrl: base }).request('GET', '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: DEFAULT_ERROR_MESSAGE });
  });

  it.each([
    [555, 'duplicate-login', '다른기기에서 로그인되어 로그아웃 됩니다.'],
    [556, 'logged-out', '로그아웃 되었습니다.'],
    [406, 'blocked-ip', '차단 당한 IP입니다.'],
    [500, 'server-error', '예상치못한 문제가 발생했습니다.'],
  ] as const)('turns status %i into the %s session event with its alert', async (status, type, message) => {
    server.use(http.get(`${base}/member/1`, () => new HttpResponse(null, { status })));
    const client = createApiClient({ baseUrl: base });
    const events: SessionEvent[] = [];
    client.onSessionEvent((event) => events.push(event));
    await expect(client.request('GET', '/member/1')).rejects.toMatchObject({ status, message });
    expect(events).toEqual([{ type, status, message }]);
  });

  it('turns status 600 into the blank-page event', async () => {
    server.use(http.get(`${base}/member/1`, () => new HttpResponse(null, { status: 600 })));
    const client = createApiClient({ baseUrl: base });
    const events: SessionEvent[] = [];
    client.onSessionEvent((event) => events.push(event));
    await client.request('GET', '/member/1').catch(() => undefined);
    expect(events).toEqual([{ type: 'blank-page', status: 600 }]);
  });

  it('reads the status through readStatus when given one (demo mode: 600 carried in a header)', async () => {
    server.use(http.get(`${base}/member/1`, () => new HttpResponse(null, { status: 599, headers: { 'X-Status': '600' } })));
    const client = createApiClient({ baseUrl: base, readStatus: (response) => Number(response.headers.get('X-Status') ?? response.status) });
    const events: SessionEvent[] = [];
    client.onSessionEvent((event) => events.push(event));
    await expect(client.request('GET', '/member/1')).rejects.toMatchObject({ status: 600 });
    expect(events).toEqual([{ type: 'blank-page', status: 600 }]);
  });

  it('rejects a success whose JSON body does not parse with the call\'s default text', async () => {
    server.use(http.get(`${base}/boardPopup`, () => new HttpResponse('{"broken":', { headers: { 'Content-Type': 'application/json' } })));
    const client = createApiClient({ baseUrl: base });
    await expect(client.request('GET', '/boardPopup', { fallbackMessage: '기본 문구' })).rejects.toMatchObject({ status: 200, message: '기본 문구' });
    server.use(http.get(`${base}/boardPopup`, () => new HttpResponse('그냥 글', { headers: { 'Content-Type': 'text/plain' } })));
    await expect(client.request('GET', '/boardPopup')).resolves.toBe('그냥 글');
  });

  it('never passes a malformed JSON body on as the server\'s text (success or failure)', async () => {
    const client = createApiClient({ baseUrl: base });
    server.use(http.get(`${base}/settingMinigame/1`, () => new HttpResponse('{"broken":', { headers: { 'Content-Type': 'application/json' } })));
    const success = (await client.request('GET', '/settingMinigame/1', { fallbackMessage: '기본 문구' }).catch((e: unknown) => e)) as ApiError;
    expect(success).toMatchObject({ status: 200, message: '기본 문구' });
    expect(success.body).toBeUndefined();
    expect(messageFromBody(success.body, '기본 문구')).toBe('기본 문구');
    server.use(http.post(`${base}/charge`, () => new HttpResponse('{"message":"잘', { status: 400, headers: { 'Content-Type': 'application/json' } })));
    const refusal = (await client.request('POST', '/charge', { body: {}, fallbackMessage: '기본 문구' }).catch((e: unknown) => e)) as ApiError;
    expect(refusal).toMatchObject({ status: 400, message: '기본 문구', body: undefined });
    // A plain-text refusal is the server's own words and is shown.
    server.use(http.post(`${base}/charge`, () => new HttpResponse('잔액이 부족합니다', { status: 400, headers: { 'Content-Type': 'text/plain' } })));
    await expect(client.request('POST', '/charge', { body: {} })).rejects.toMatchObject({ status: 400, message: '잔액이 부족합니다' });
  });

  it('gives up after the timeout with status 0', async () => {
    server.use(
      http.get(`${base}/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json(1);
      }),
    );
    const error = await createApiClient({ baseUrl: base, timeoutMs: 20 }).request('GET', '/slow').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('isServerFault', () => {
  it('is true for a 5xx the interceptor does not act on, false for 500, 600, refusals and network failures', () => {
    expect([502, 503, 599].map((status) => isServerFault(new ApiError(status, '점검')))).toEqual([true, true, true]);
    expect([500, 600, 400, 404, 0].map((status) => isServerFault(new ApiError(status, '')))).toEqual([false, false, false, false, false]);
    expect(isServerFault(new Error('boom'))).toBe(false);
    expect(isServerFault(undefined)).toBe(false);
  });
});

// The demo backend over node:http, driven by the real api client and plain fetch as a browser would.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, getAlertSettings, getCurrentUser, login, type SessionEvent } from '@betkit/api';
import { sessionMessages } from '@betkit/domain';
import { DEMO_SCENARIO_PATH, startDemoHttpServer, type DemoHttpServer } from './http';
import { DEMO_STORAGE_KEY } from './backend/state';

const siteOrigin = 'http://127.0.0.1:4173';
let server: DemoHttpServer;

beforeAll(async () => {
  server = await startDemoHttpServer({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => server.close());
afterEach(() => server.useScenario(undefined));

describe('the demo backend over HTTP', () => {
  it('listens on 127.0.0.1 on a free port and says it is the demo', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const status = (await (await fetch(`${server.url}/__demo/status`)).json()) as { mode: string };
    expect(status.mode).toBe('demo');
  });

  it('answers a credentialed preflight from the site with its origin echoed, never a literal *', async () => {
    const answer = await fetch(`${server.url}/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  it('logs a demo member in and keeps the session for the next call through the api client', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl: server.url, getToken: () => token });
    const session = await login(client, { userId: 'demo01', password: 'demo1234' });
    token = session.token;
    const user = await getCurrentUser(client);
    expect(user.userId).toBe('demo01');
  });

  it('puts a named scenario in front over HTTP, and takes it away', async () => {
    const events: SessionEvent[] = [];
    const client = createApiClient({ baseUrl: server.url });
    client.onSessionEvent((event) => events.push(event));
    const put = await fetch(`${server.url}${DEMO_SCENARIO_PATH}`, { method: 'POST', body: JSON.stringify({ name: 'duplicateLogin' }) });
    expect(await put.json()).toEqual({ active: 'duplicateLogin' });
    await expect(client.request('GET', '/setting/user')).rejects.toMatchObject({ status: 555 });
    expect(events).toContainEqual(expect.objectContaining({ status: 555, message: sessionMessages.duplicateLogin }));

    await fetch(`${server.url}${DEMO_SCENARIO_PATH}`, { method: 'DELETE' });
    await expect(client.request('GET', '/setting/user')).resolves.toBeTruthy();
  });

  it("sends the spec's 600 as the real status, not in a header", async () => {
    server.useScenario('blankPage');
    const answer = await fetch(`${server.url}/setting/user`);
    expect(answer.status).toBe(600);
  });

  it('refuses an unknown scenario with 400 and keeps the current one', async () => {
    server.useScenario('serverError');
    const answer = await fetch(`${server.url}${DEMO_SCENARIO_PATH}`, { method: 'POST', body: JSON.stringify({ name: 'noSuchThing' }) });
    expect(answer.status).toBe(400);
    expect(server.scenario()).toBe('serverError');
  });

  it('drops the connection for the network-failure scenario, which the client reads as status 0', async () => {
    server.useScenario('networkFailure');
    const error = await createApiClient({ baseUrl: server.url }).request('GET', '/setting/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('answers GET /member/alertInfo with the settings, not as GET /member/{id} with a word for the id', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl: server.url, getToken: () => token });
    token = (await login(client, { userId: 'demo01', password: 'demo1234' })).token;
    await expect(getAlertSettings(client)).resolves.toMatchObject({ alertMessageFlag: expect.any(Boolean) });
  });

  it('compresses a board for a client that accepts gzip, as an API host would, and sends it plain to one that does not', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding, Origin: siteOrigin } : { Origin: siteOrigin };
        get(`${server.url}/sports-prematch/games?page=1&tab=all&perpage=15`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], vary: answer.headers.vary, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await raw();
    const gzipped = await raw('gzip, deflate, br');
    const refused = await raw('gzip;q=0, identity');
    expect(plain.encoding).toBeUndefined();
    expect(refused.encoding).toBeUndefined();
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('answers 404 in JSON for a path it does not know', async () => {
    const answer = await fetch(`${server.url}/no/such/call`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'no demo route for GET /no/such/call' });
  });
});

describe('with a state file', () => {
  it('keeps what a member did across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betkit-demo-'));
    const stateFile = path.join(dir, 'state.json');
    try {
      const first = await startDemoHttpServer({ stateFile });
      await fetch(`${first.url}/__demo/status`);
      await first.close();
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as Record<string, string>;
      expect(Object.keys(saved)).toEqual([DEMO_STORAGE_KEY]);
      const startedAt = (JSON.parse(saved[DEMO_STORAGE_KEY]!) as { startedAt: string }).startedAt;

      const second = await startDemoHttpServer({ stateFile });
      const status = (await (await fetch(`${second.url}/__demo/status`)).json()) as { startedAt: string };
      await second.close();
      expect(status.startedAt).toBe(startedAt);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

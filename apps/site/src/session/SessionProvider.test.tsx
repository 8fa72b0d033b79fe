// @vitest-environment jsdom
// The session's logout against a member re-read still in flight: the race a journey met on a busy machine.
import { MemoryRouter } from 'react-router-dom';
import { act, cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createApiClient, login } from '@betkit/api';
import { createDemoServer } from '@betkit/mocks/node';
import { createTokenHolder } from '../app/boot';
import { useSession, type Session } from '../app/session';
import { SiteProviders } from '../app/SiteProviders';
import { createSiteStores } from '../app/stores';
import { SessionProvider } from './SessionProvider';
import { memberUserKey } from './queries';
import { nodeFetch } from '../app/nodeFetch.fixtures';

const base = 'https://api.session.test';
const server = createDemoServer({ baseUrl: base });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());

it('a member re-read answered as the member logs out does not write the login back to storage', async () => {
  const answer = await login(createApiClient({ baseUrl: base, fetch: nodeFetch }), { userId: 'demo01', password: 'demo1234' });
  // The member read is held until the logout has been answered, then answers with fresh money.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let memberRequested = false;
  const holdingMemberRead: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if ((init?.method ?? 'GET') !== 'GET' || url.pathname !== `/member/${answer.user.id}`) return nodeFetch(input, init);
    memberRequested = true;
    return held.then(() => Response.json({ ...answer.user, emoney: answer.user.emoney + 1 }));
  };
  const tokens = createTokenHolder(answer.token);
  const client = createApiClient({ baseUrl: base, getToken: tokens.get, fetch: holdingMemberRead });
  const stores = createSiteStores();
  const stored = { token: answer.token, user: answer.user };
  stores.session.set(stored);
  const cache = new Map();
  let session: Session | undefined;
  function Probe() {
    session = useSession();
    return null;
  }
  render(
    <MemoryRouter>
      <SiteProviders runtime={{ mode: 'api', client, tokens, now: Date.now, maintenanceTestHost: '' }} stores={stores}>
        <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <SessionProvider>
            <Probe />
          </SessionProvider>
        </SWRConfig>
      </SiteProviders>
    </MemoryRouter>,
  );
  await vi.waitFor(() => expect(memberRequested).toBe(true));

  // Inside one act React has not yet re-rendered the logged-out session when the held read lands.
  await act(async () => {
    await session!.logOut();
    expect(stores.session.get()).toBeNull();
    release();
    await vi.waitFor(() => expect(cache.get(memberUserKey(stored))?.data?.emoney).toBe(answer.user.emoney + 1));
  });

  expect(session!.user).toBeNull();
  expect(stores.session.get()).toBeNull();
  expect(localStorage.getItem('betkit.session')).toBeNull();
});

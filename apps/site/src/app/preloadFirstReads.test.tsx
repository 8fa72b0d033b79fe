// @vitest-environment jsdom
// The first screen's reads start at boot, beside the chunks, and the screen's hooks take their answers: one call each.
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from '@betkit/api';
import { usePopups } from '../layout/queries';
import { usePrematchBoard } from '../sports/queries';
import { boardQueryOf } from '../sports/prematchQuery';
import { preloadFirstReads } from './routes';
import { createTokenHolder } from './boot';
import { SiteProviders } from './SiteProviders';
import { loadSitePopups } from './sitePopups';

// The popups' layer chunk, counted instead of loaded.
vi.mock('./sitePopups', () => ({ loadSitePopups: vi.fn(async () => ({})) }));

afterEach(() => {
  cleanup();
  vi.mocked(loadSitePopups).mockClear();
});

/** A client whose calls are counted by path and answered at once. */
function countingClient(popups: unknown[] = []) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.first-reads.test',
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      calls.push(pathname);
      const body = pathname === '/boardPopup' ? popups : { items: [], totalCount: 0 };
      return Response.json(body);
    },
  });
  return { client, calls };
}

function FirstScreen({ search }: { search: string }) {
  const board = usePrematchBoard(boardQueryOf(new URLSearchParams(search)), undefined, {});
  const popups = usePopups();
  return board.data && popups.data ? <p>읽음</p> : null;
}

/** The first screen's hooks over `client`, with a cache of their own: the boot reads are what they can take. */
function renderFirstScreen(client: ReturnType<typeof countingClient>['client'], search: string) {
  return render(
    <SiteProviders runtime={{ mode: 'api', client, tokens: createTokenHolder(null), now: Date.now, maintenanceTestHost: '' }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <FirstScreen search={search} />
      </SWRConfig>
    </SiteProviders>,
  );
}

it('a pre-match board read at boot is the one its page and the frame use: one call each', async () => {
  const { client, calls } = countingClient();
  preloadFirstReads(client, { pathname: '/europe', search: '?page=2' });
  expect(calls.sort()).toEqual(['/boardPopup', '/sports-prematch/games']);
  renderFirstScreen(client, '?page=2');
  await screen.findByText('읽음');
  expect(calls.sort()).toEqual(['/boardPopup', '/sports-prematch/games']);
});

it('in-play reads the popups at boot, and its page reads its board', () => {
  const { client, calls } = countingClient();
  preloadFirstReads(client, { pathname: '/inplay', search: '' });
  expect(calls).toEqual(['/boardPopup']);
});

it('other screens read nothing at boot', () => {
  const { client, calls } = countingClient();
  preloadFirstReads(client, { pathname: '/mywallet', search: '' });
  preloadFirstReads(client, { pathname: '/partner/pt', search: '' });
  expect(calls).toEqual([]);
});

it("an answer with popups starts their layer's chunk before React renders them; an empty one does not", async () => {
  const empty = countingClient();
  preloadFirstReads(empty.client, { pathname: '/', search: '' });
  renderFirstScreen(empty.client, '');
  await screen.findByText('읽음');
  expect(loadSitePopups).not.toHaveBeenCalled();
  cleanup();

  const withOne = countingClient([{ id: 1, title: '공지', content: '<p>안내</p>' }]);
  preloadFirstReads(withOne.client, { pathname: '/', search: '' });
  await vi.waitFor(() => expect(loadSitePopups).toHaveBeenCalledTimes(1));
  renderFirstScreen(withOne.client, '');
  await screen.findByText('읽음');
});

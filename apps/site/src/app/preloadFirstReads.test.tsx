// @vitest-environment jsdom
// The first screen's reads start at boot, before React's chunk has arrived, and the screen's hooks take their answers:
// one call each.
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from '@betkit/api';
import { usePopups } from '../layout/queries';
import { useSiteSettings } from '../shell/queries';
import { usePrematchBoard } from '../sports/queries';
import { boardQueryOf } from '../sports/prematchQuery';
import { createTokenHolder } from './boot';
import { startFirstReads } from './firstScreenLoads';
import { preloadFirstReads } from './routes';
import { SiteProviders } from './SiteProviders';
import type * as SitePopupsModule from './sitePopups';
import { loadSitePopups } from './sitePopups';

// The popups' layer chunk, counted instead of loaded.
vi.mock('./sitePopups', async (importOriginal) => ({ ...(await importOriginal<typeof SitePopupsModule>()), loadSitePopups: vi.fn(async () => ({})) }));

afterEach(() => {
  cleanup();
  vi.mocked(loadSitePopups).mockClear();
});

/** A client whose calls are counted by path and answered at once (or with a 500, when `failing`). */
function countingClient(popups: unknown[] = [], failing = false) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.first-reads.test',
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      calls.push(pathname);
      if (failing) return new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
      const body = pathname === '/boardPopup' ? popups : pathname === '/setting/user' ? {} : { items: [], totalCount: 0 };
      return Response.json(body);
    },
  });
  return { client, calls };
}

function FirstScreen({ search }: { search: string }) {
  const board = usePrematchBoard(boardQueryOf(new URLSearchParams(search)), undefined, {});
  const popups = usePopups();
  const settings = useSiteSettings();
  return board.data && popups.data && settings ? <p>읽음</p> : null;
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

/** The boot reads for a location, handed to the hooks as the site does once React has arrived. */
const bootReads = (client: ReturnType<typeof countingClient>['client'], location: Pick<Location, 'pathname' | 'search'>) =>
  preloadFirstReads(startFirstReads(client, location));

it('a pre-match board read at boot is the one its page and the frame use: one call each', async () => {
  const { client, calls } = countingClient();
  bootReads(client, { pathname: '/europe', search: '?page=2' });
  expect(calls.sort()).toEqual(['/boardPopup', '/setting/user', '/sports-prematch/games']);
  renderFirstScreen(client, '?page=2');
  await screen.findByText('읽음');
  expect(calls.sort()).toEqual(['/boardPopup', '/setting/user', '/sports-prematch/games']);
});

it('in-play reads the settings and popups at boot, and its page reads its board', () => {
  const { client, calls } = countingClient();
  bootReads(client, { pathname: '/inplay', search: '' });
  expect(calls.sort()).toEqual(['/boardPopup', '/setting/user']);
});

it("other screens read only the settings every page's frame reads", () => {
  const { client, calls } = countingClient();
  bootReads(client, { pathname: '/mywallet', search: '' });
  bootReads(client, { pathname: '/partner/pt', search: '' });
  expect(calls).toEqual(['/setting/user', '/setting/user']);
});

it("an answer with popups starts their layer's chunk before React renders them; an empty one does not", async () => {
  const empty = countingClient();
  bootReads(empty.client, { pathname: '/', search: '' });
  renderFirstScreen(empty.client, '');
  await screen.findByText('읽음');
  expect(loadSitePopups).not.toHaveBeenCalled();
  cleanup();

  const withOne = countingClient([{ id: 1, title: '공지', content: '<p>안내</p>' }]);
  bootReads(withOne.client, { pathname: '/', search: '' });
  await vi.waitFor(() => expect(loadSitePopups).toHaveBeenCalledTimes(1));
  renderFirstScreen(withOne.client, '');
  await screen.findByText('읽음');
});

it('a boot read that fails before React has arrived is not an unhandled rejection; its hook takes the failure', async () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const { client } = countingClient([], true);
    const reads = startFirstReads(client, { pathname: '/', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(reads.siteSettings).rejects.toThrow();
    await expect(reads.popups).rejects.toThrow();
    await expect(reads.prematchBoard?.page).rejects.toThrow();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

// @vitest-environment jsdom
// The first screen's reads start at boot, beside the chunks, and the screen's hooks take their answers: one call each.
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, expect, it } from 'vitest';
import { createApiClient } from '@betkit/api';
import { usePopups } from '../layout/queries';
import { usePrematchBoard } from '../sports/queries';
import { boardQueryOf } from '../sports/prematchQuery';
import { preloadFirstReads } from './routes';
import { createTokenHolder } from './boot';
import { SiteProviders } from './SiteProviders';

afterEach(cleanup);

/** A client whose calls are counted by path and answered at once. */
function countingClient() {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.first-reads.test',
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      calls.push(pathname);
      const body = pathname === '/boardPopup' ? [] : { items: [], totalCount: 0 };
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

it('a pre-match board read at boot is the one its page and the frame use: one call each', async () => {
  const { client, calls } = countingClient();
  preloadFirstReads(client, { pathname: '/europe', search: '?page=2' });
  expect(calls.sort()).toEqual(['/boardPopup', '/sports-prematch/games']);
  render(
    <SiteProviders runtime={{ mode: 'api', client, tokens: createTokenHolder(null), now: Date.now, maintenanceTestHost: '' }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <FirstScreen search="?page=2" />
      </SWRConfig>
    </SiteProviders>,
  );
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

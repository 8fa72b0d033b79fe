// Stories only: an in-play board whose prices move when a story says so. The stories' demo clock is fixed,
// so the demo backend's live prices never move there; this feed serves the same fixtures at the clock's
// price step, or one step (15 s) later after `move()`, and can fail on demand.
import { http, HttpResponse } from 'msw';
import { resolveExtraPaths, type BoardFixture } from '@betkit/api';
import { createDemoData, LIVE_PRICE_STEP_MS, livePrice } from '@betkit/mocks';

/** The stories' demo clock (.storybook/preview's STORY_NOW) and the demo seed. */
const STORY_NOW = new Date('2026-11-22T12:00:00Z');
const SEED = 1;

/** The server's text while the feed is made to fail. */
export const INPLAY_FAILURE_TEXT = '라이브 배당 서버 점검 중입니다.';

let fixtures: BoardFixture[] | undefined;
let step = 0;
let failing = false;

function boardAt(at: number): BoardFixture[] {
  fixtures ??= createDemoData({ now: STORY_NOW, seed: SEED }).live;
  const now = new Date(STORY_NOW.getTime() + at * LIVE_PRICE_STEP_MS);
  return fixtures.map((fixture) => ({
    ...fixture,
    markets: fixture.markets.map((market) => ({
      ...market,
      bets: market.bets.map((bet) => ({ ...bet, ...priceOf(bet.betPrice, bet.id, now) })),
    })),
  }));
}

function priceOf(base: number, id: number, now: Date) {
  const { price, version } = livePrice(base, id, now);
  return { betPrice: price, version };
}

/** The feed's handler and its controls (reset in the story's beforeEach). */
export const inplayStoryFeed = {
  handlers: [
    http.get(resolveExtraPaths().inplayGames, () =>
      failing ? HttpResponse.text(INPLAY_FAILURE_TEXT, { status: 503 }) : HttpResponse.json(boardAt(step)),
    ),
  ],
  /** Back to the clock's prices, answering. */
  reset() {
    step = 0;
    failing = false;
  },
  /** The next poll answers the prices one step later (new prices, new versions). */
  move() {
    step = 1;
  },
  /** The next polls fail with the server's text. */
  fail() {
    failing = true;
  },
};

// A live board's price track: what moved since the last poll, for the arrows and the announcer. Its own module so only
// the polled in-play board loads it (the site's bundler keeps it off the first route's rules chunk, like `share.ts`).
import { oddsDirection } from '../odds';
import { idKey } from '../read';
import type { BoardBet, BoardFixture } from './types';

/** Calls `visit` with every bet of a board and its id key: a plain walk, as a poll of 150 fixtures has thousands of bets. */
function eachBet(fixtures: readonly BoardFixture[], visit: (id: string, bet: BoardBet) => void): void {
  for (const fixture of fixtures) {
    for (const market of fixture.markets) {
      for (const bet of market.bets) {
        const id = idKey(bet.id);
        if (id !== undefined) visit(id, bet);
      }
    }
  }
}

/** The current price of every bet, by odds id (the price announcer's input). */
export function boardPrices(fixtures: readonly BoardFixture[]): Record<string, number> {
  const prices: Record<string, number> = {};
  eachBet(fixtures, (id, bet) => (prices[id] = bet.betPrice));
  return prices;
}

/** A price and the one before its latest move. */
export interface TrackedPrice {
  price: number;
  /** The price before the latest move; absent until the price has moved once. */
  previous?: number;
}

/** Prices by odds id as the member saw them move. */
export type PriceTrack = Readonly<Record<string, TrackedPrice>>;

/**
 * The track after a refresh: a price that moved since the last poll (as shown: floored, like its arrow) remembers
 * the one before, so its button shows up or down until it moves again; an unmoved price keeps its last move.
 */
export function trackPrices(previous: PriceTrack, fixtures: readonly BoardFixture[]): PriceTrack {
  const next: Record<string, TrackedPrice> = {};
  let changed = false;
  eachBet(fixtures, (id, bet) => {
    const before = previous[id];
    if (before === undefined) next[id] = { price: bet.betPrice };
    else if (oddsDirection(before.price, bet.betPrice) !== undefined) next[id] = { price: bet.betPrice, previous: before.price };
    else next[id] = before;
    changed ||= next[id] !== before;
  });
  // An answer that moved nothing keeps the previous track, so the board's state does not change.
  return changed || Object.keys(previous).length !== Object.keys(next).length ? next : previous;
}

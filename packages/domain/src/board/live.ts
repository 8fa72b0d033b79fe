// A live board's price track: what moved since the last poll, for the arrows and the announcer. Its own module so only
// the polled in-play board loads it (the site's bundler keeps it off the first route's rules chunk, like `share.ts`).
import { oddsDirection } from '../odds';
import { betsById } from './board';
import type { BoardFixture } from './types';

/** The current price of every bet, by odds id (the price announcer's input). */
export function boardPrices(fixtures: readonly BoardFixture[]): Record<string, number> {
  return Object.fromEntries([...betsById(fixtures)].map(([id, bet]) => [id, bet.betPrice]));
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
  for (const [id, bet] of betsById(fixtures)) {
    const before = previous[id];
    if (before === undefined) next[id] = { price: bet.betPrice };
    else if (oddsDirection(before.price, bet.betPrice) !== undefined) next[id] = { price: bet.betPrice, previous: before.price };
    else next[id] = before;
    changed ||= next[id] !== before;
  }
  // An answer that moved nothing keeps the previous track, so the board's state does not change.
  return changed || Object.keys(previous).length !== Object.keys(next).length ? next : previous;
}

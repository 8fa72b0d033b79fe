// A polled board's structural sharing: the objects a refreshed answer keeps from the previous one. Its own module so
// only the polled in-play board loads it (the site's bundler keeps it off the first route's rules chunk).
import type { BoardBet, BoardFixture, BoardMarket } from './types';

/** Whether two objects have the same own keys and the same values (Object.is) for all of them but `skip`. */
function sameFields<T extends object>(a: T, b: T, skip: keyof T): boolean {
  // Plain loops: a poll of 150 fixtures compares thousands of bets, and this runs inside its frame.
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (key !== skip && (!Object.hasOwn(b, key) || !Object.is(a[key], b[key]))) return false;
  return true;
}

/** The previous items by key, so a refreshed list can find each one's older copy. */
function byKey<T>(items: readonly T[] | undefined, key: (item: T) => unknown): Map<unknown, T> {
  return new Map((items ?? []).map((item) => [key(item), item]));
}

/** The next list, or the previous one when every item is the previous item itself. */
function sameListOr<T>(previous: readonly T[] | undefined, next: T[]): T[] {
  return previous && previous.length === next.length && next.every((item, index) => item === previous[index]) ? (previous as T[]) : next;
}

/** A bet's `lastUpdate` changes on every answer and is drawn nowhere, so it does not make a bet new. */
function shareBet(previous: BoardBet | undefined, next: BoardBet): BoardBet {
  return previous && sameFields(previous, next, 'lastUpdate') ? previous : next;
}

function shareMarket(previous: BoardMarket | undefined, next: BoardMarket): BoardMarket {
  const olderBets = byKey(previous?.bets, (bet) => bet.id);
  const bets = sameListOr(previous?.bets, next.bets.map((bet) => shareBet(olderBets.get(bet.id), bet)));
  return previous && previous.bets === bets && sameFields(previous, next, 'bets') ? previous : { ...next, bets };
}

/**
 * A refreshed board that keeps the previous board's objects wherever nothing drawn changed (fixtures by id,
 * markets by id, bets by odds id), so an unchanged answer is the previous board itself and a moved price
 * makes new objects only on its way up (bet, market, fixture, list): memoised cards and rows skip the rest.
 */
export function shareBoard(previous: readonly BoardFixture[] | undefined, next: BoardFixture[]): BoardFixture[] {
  const olderFixtures = byKey(previous, (fixture) => fixture.fixtureId);
  const fixtures = next.map((fixture) => {
    const older = olderFixtures.get(fixture.fixtureId);
    const olderMarkets = byKey(older?.markets, (market) => market.marketId);
    const markets = sameListOr(older?.markets, fixture.markets.map((market) => shareMarket(olderMarkets.get(market.marketId), market)));
    return older && older.markets === markets && sameFields(older, fixture, 'markets') ? older : { ...fixture, markets };
  });
  return sameListOr(previous, fixtures);
}

// The odds boards' rules: which markets a tab shows, how a market splits into rows and which is its main
// line, the slip selection a bet button adds, and whether a refreshed price moved (floored, as shown).
import type { Selection } from '../entities';
import { formatFixtureTime, parseServerTime } from '../time';
import { leagueLabel, marketLabel } from '../dictionaries';
import { marketTypeGroup } from '../slip';
import { oddsDiffer } from '../odds';
import { idKey, idSet } from '../read';
import { gameSelectionOf } from './games';
import type { BoardBet, BoardFixture, BoardMarket, BoardPage, BoardSelection } from './types';

/** A list from the server, or [] when the answer is not one (a malformed answer never breaks the page). */
export function listOf<T>(answer: unknown): T[] {
  return Array.isArray(answer) ? (answer as T[]) : [];
}

/** Fixtures whose markets and bets are lists, so the board can always draw them. */
export function boardFixturesOf(answer: unknown): BoardFixture[] {
  return listOf<BoardFixture>(answer)
    .filter((fixture) => typeof fixture === 'object' && fixture !== null)
    .map((fixture) => ({
      ...fixture,
      markets: listOf<BoardMarket>(fixture.markets).map((market) => ({ ...market, bets: listOf<BoardBet>(market?.bets) })),
    }));
}

/** A pre-match page as the board reads it, whatever the server answered. */
export function boardPageOf(answer: unknown, page: number, perpage: number): BoardPage {
  const value = (typeof answer === 'object' && answer !== null ? answer : {}) as Partial<BoardPage>;
  const items = boardFixturesOf(value.items);
  const totalCount = typeof value.totalCount === 'number' && Number.isFinite(value.totalCount) ? value.totalCount : items.length;
  return { items, totalCount, page, perpage };
}

/** The pre-match board's betting tabs, '전체' first. */
export const bettingTabs = ['all', 'winner', 'handicap', 'underOver', 'other'] as const;
export type BettingTab = (typeof bettingTabs)[number];

/** A query value as a tab; anything unknown is '전체'. */
export function bettingTabOf(value: string | null | undefined): BettingTab {
  return (bettingTabs as readonly string[]).includes(value ?? '') ? (value as BettingTab) : 'all';
}

/** The tab a market belongs to, by the market type groups. */
export function marketTab(marketName: string): Exclude<BettingTab, 'all'> {
  switch (marketTypeGroup(marketName)) {
    case '1X2':
    case '12':
      return 'winner';
    case 'handicap':
      return 'handicap';
    case 'over/under':
    case 'under/over':
      return 'underOver';
    default:
      return 'other';
  }
}

/** The markets a tab shows. */
export function marketsForTab(markets: readonly BoardMarket[], tab: BettingTab): BoardMarket[] {
  return tab === 'all' ? [...markets] : markets.filter((market) => marketTab(market.marketName) === tab);
}

/** One row of buttons: a market at one line (totals and handicaps offer several lines). */
export interface MarketRow {
  /** Unique within the fixture. */
  key: string;
  /** '승무패', '언더/오버 (2.5)', '핸디캡 (-1.5)'. */
  label: string;
  bets: BoardBet[];
}

/** The market's Korean name: the feed's, else the dictionary's. */
export function marketName(market: Pick<BoardMarket, 'marketName' | 'marketNameKorean'>): string {
  const korean = market.marketNameKorean?.trim();
  return korean ? korean : marketLabel(market.marketName);
}

/** A market row's name with its line in brackets: '언더/오버 (2.5)'. */
export function marketLineName(market: string, line: string): string {
  return `${market} (${line})`;
}

/** A market split into rows by line (its baseline: a handicap's two sides share one), in the feed's order. */
export function marketRows(market: BoardMarket): MarketRow[] {
  const rows = new Map<string, BoardBet[]>();
  for (const bet of market.bets) {
    const line = (bet.betBaseline ?? bet.betLine ?? '').trim();
    const bets = rows.get(line);
    if (bets) bets.push(bet);
    else rows.set(line, [bet]);
  }
  const name = marketName(market);
  return [...rows].map(([line, bets]) => ({
    key: `${market.marketId}:${line}`,
    label: line === '' ? name : marketLineName(name, line),
    bets,
  }));
}

/**
 * The market's main line: the row whose two prices are closest (the line the book thinks is even), the
 * first row when no row has exactly two prices. Totals and handicaps show it first; the rest on request.
 */
export function mainRowIndex(rows: readonly MarketRow[]): number {
  let best = 0;
  let bestSpread = Number.POSITIVE_INFINITY;
  rows.forEach((row, index) => {
    const [first, second, extra] = row.bets;
    if (!first || !second || extra) return;
    const spread = Math.abs(first.betPrice - second.betPrice);
    if (spread < bestSpread) {
      best = index;
      bestSpread = spread;
    }
  });
  return best;
}

/** The fixture's start in Korean time ('11.22 (일) 21:05'), or the server's text when it cannot be read. */
export function fixtureStart(startdate: string): string {
  const at = parseServerTime(startdate);
  return at === undefined ? startdate : formatFixtureTime(at);
}

/** The league's Korean name. */
export function fixtureLeague(fixture: Pick<BoardFixture, 'leagueName'>): string {
  return leagueLabel(fixture.leagueName);
}

/** The slip selection a bet button adds: every field the slip and the bet request read. */
export function selectionOf(fixture: BoardFixture, market: BoardMarket, bet: BoardBet): BoardSelection {
  const game = { fixtureId: fixture.fixtureId, homeName: fixture.homeName, awayName: fixture.awayName, leagueName: fixtureLeague(fixture) };
  return {
    ...gameSelectionOf(game, market, bet),
    sportId: fixture.sportId,
    marketNameKorean: marketName(market),
    providerId: fixture.providerId,
    providerName: fixture.providerName,
  };
}

/** A bet open for picking (BoardBet.betStatus); suspended (2) and settled (3) show the lock. */
export const BET_OPEN = 1;

/** Whether a bet can be picked. */
export function isOpen(bet: Pick<BoardBet, 'betStatus'>): boolean {
  return bet.betStatus === BET_OPEN;
}

/** The odds ids on the slip as id keys (`hasId` reads them), for the buttons' pressed state. */
export function pickedIds(selections: readonly Pick<Selection, 'id'>[]): ReadonlySet<string> {
  return idSet(selections.map((selection) => selection.id));
}

/** What a refreshed board holds for the slip: fixtures, a virtual game's odds or a mini-game round, each with its markets. */
export type BoardWithMarkets = Pick<BoardFixture, 'markets'>;

/** Every bet of a board by odds id. */
function betsById(fixtures: readonly BoardWithMarkets[]): Map<string, BoardBet> {
  const bets = new Map<string, BoardBet>();
  for (const fixture of fixtures) {
    for (const market of fixture.markets) {
      for (const bet of market.bets) {
        const key = idKey(bet.id);
        if (key !== undefined) bets.set(key, bet);
      }
    }
  }
  return bets;
}

/**
 * The slip's picks whose price (as shown, floored) or version on the refreshed board differs from the slip's,
 * updated to the board's (for the slip's `change`); picks not on this board are left alone.
 */
export function slipChanges<S extends Selection>(selections: readonly S[], fixtures: readonly BoardWithMarkets[]): S[] {
  // An empty slip (the usual case on a poll) needs no index of the board's bets.
  if (selections.length === 0) return [];
  const bets = betsById(fixtures);
  return selections.flatMap((selection) => {
    const key = idKey(selection.id);
    const bet = key === undefined ? undefined : bets.get(key);
    if (!bet) return [];
    const moved = oddsDiffer(selection.betPrice, bet.betPrice) || String(bet.version) !== String(selection.version ?? '');
    return moved ? [{ ...selection, betPrice: bet.betPrice, version: bet.version, betStatus: bet.betStatus, lastUpdate: bet.lastUpdate }] : [];
  });
}

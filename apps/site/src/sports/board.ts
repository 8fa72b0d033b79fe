// Pure helpers of the odds boards: which markets a tab shows, how a market splits into rows, the slip
// selection a bet button adds, and how a refreshed board updates the slip and the price arrows.
// No React and no clock reads, so they are tested in the node environment (board.test.ts).
import type { BoardBet, BoardFixture, BoardMarket, BoardPage } from '@betkit/api';
import { formatFixtureTime, leagueLabel, marketLabel, marketTypeGroup, parseServerTime } from '@betkit/domain';
import type { SlipSelection } from '@betkit/ui';
import { boardLabels } from './labels';

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

/** The tab a market belongs to, by the domain's market type groups. */
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

/** The market's Korean name: the feed's, else the domain dictionary's. */
export function marketName(market: Pick<BoardMarket, 'marketName' | 'marketNameKorean'>): string {
  const korean = market.marketNameKorean?.trim();
  return korean ? korean : marketLabel(market.marketName);
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
    label: line === '' ? name : boardLabels.marketLine(name, line),
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
export function selectionOf(fixture: BoardFixture, market: BoardMarket, bet: BoardBet): SlipSelection {
  return {
    id: bet.id,
    fixtureId: fixture.fixtureId,
    sportId: fixture.sportId,
    version: bet.version,
    betPrice: bet.betPrice,
    marketId: market.marketId,
    marketName: market.marketName,
    marketNameKorean: marketName(market),
    betName: bet.betName,
    betLine: bet.betLine ?? null,
    betBaseline: bet.betBaseline ?? null,
    providerId: fixture.providerId,
    providerName: fixture.providerName,
    betStatus: bet.betStatus,
    lastUpdate: bet.lastUpdate,
    homeName: fixture.homeName,
    awayName: fixture.awayName,
    leagueName: fixtureLeague(fixture),
  };
}

/** Whether a bet can be picked: 1 is open; suspended (2) and settled (3) show the lock. */
export function isOpen(bet: Pick<BoardBet, 'betStatus'>): boolean {
  return bet.betStatus === 1;
}

/** An odds id as a comparable key (12 and '12' are the same pick). */
export const oddsKey = (id: number | string) => String(id);

/** The odds ids on the slip, for the buttons' pressed state. */
export function pickedIds(selections: readonly SlipSelection[]): Set<string> {
  return new Set(selections.map((selection) => oddsKey(selection.id)));
}

/** Every bet of a board by odds id. */
function betsById(fixtures: readonly BoardFixture[]): Map<string, BoardBet> {
  const bets = new Map<string, BoardBet>();
  for (const fixture of fixtures) for (const market of fixture.markets) for (const bet of market.bets) bets.set(oddsKey(bet.id), bet);
  return bets;
}

/**
 * The slip's picks whose price or version on the refreshed board differs from the slip's, updated to the
 * board's (for the slip's `change`); picks not on this board are left alone.
 */
export function slipChanges(selections: readonly SlipSelection[], fixtures: readonly BoardFixture[]): SlipSelection[] {
  const bets = betsById(fixtures);
  return selections.flatMap((selection) => {
    const bet = bets.get(oddsKey(selection.id));
    if (!bet) return [];
    const moved = bet.betPrice !== selection.betPrice || String(bet.version) !== String(selection.version ?? '');
    return moved ? [{ ...selection, betPrice: bet.betPrice, version: bet.version, betStatus: bet.betStatus, lastUpdate: bet.lastUpdate }] : [];
  });
}

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
 * The track after a refresh: a price that differs from the last poll remembers the one before, so its
 * button shows up or down until it moves again; an unchanged price keeps its last move.
 */
export function trackPrices(previous: PriceTrack, fixtures: readonly BoardFixture[]): PriceTrack {
  const next: Record<string, TrackedPrice> = {};
  for (const [id, bet] of betsById(fixtures)) {
    const before = previous[id];
    if (before === undefined) next[id] = { price: bet.betPrice };
    else if (before.price !== bet.betPrice) next[id] = { price: bet.betPrice, previous: before.price };
    else next[id] = before;
  }
  return next;
}

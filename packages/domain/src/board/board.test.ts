import { describe, expect, it } from 'vitest';
import {
  boardPageOf,
  bettingTabOf,
  fixtureStart,
  mainRowIndex,
  marketRows,
  marketsForTab,
  pickedIds,
  selectionOf,
  slipChanges,
} from './board';
import { boardPrices, trackPrices } from './live';
import { shareBoard } from './share';
import type { BoardBet, BoardFixture, BoardMarket, BoardSelection } from './types';

const bet = (id: number, betName: string, betPrice: number, line: string | null = null, extra: Partial<BoardBet> = {}): BoardBet => ({
  id,
  betName,
  betPrice,
  betLine: line,
  betBaseline: line,
  version: 1,
  betStatus: 1,
  lastUpdate: '2026-11-22 20:57:00',
  ...extra,
});

const market = (marketId: number, marketName: string, marketNameKorean: string, bets: BoardBet[]): BoardMarket => ({
  marketId,
  marketName,
  marketNameKorean,
  bets,
});

const fixture = (markets: BoardMarket[]): BoardFixture => ({
  fixtureId: 9_101_001,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 82,
  locationName: 'South Korea',
  leagueId: 1001,
  leagueName: 'K League 1',
  homeName: '울산 HD',
  awayName: '전북 현대',
  startdate: '2026-11-22 21:05:00',
  providerId: 8,
  providerName: 'Bet365',
  markets,
});

const result = market(1, '1X2', '승무패', [bet(11, '1', 2.1), bet(12, 'X', 3.2), bet(13, '2', 3.4)]);
const totals = market(2, 'Under/Over', '언더/오버', [bet(21, 'Over', 1.8, '2.5'), bet(22, 'Under', 2, '2.5'), bet(23, 'Over', 2.4, '3.5'), bet(24, 'Under', 1.5, '3.5')]);
const handicap = market(3, 'Asian Handicap', '핸디캡', [
  bet(31, '1', 1.9, '-0.5'),
  { ...bet(32, '2', 1.9, '0.5'), betBaseline: '-0.5' },
]);
const oddEven = market(5, 'Odd/Even', '홀/짝', [bet(51, 'Odd', 1.95), bet(52, 'Even', 1.95)]);
const board = [fixture([result, totals, handicap, oddEven])];

describe('betting tabs', () => {
  it('given an unknown or missing tab, it is 전체', () => {
    expect(bettingTabOf(null)).toBe('all');
    expect(bettingTabOf('corners')).toBe('all');
    expect(bettingTabOf('handicap')).toBe('handicap');
  });

  it('after choosing a family, only its markets remain', () => {
    expect(marketsForTab(board[0]!.markets, 'all')).toHaveLength(4);
    expect(marketsForTab(board[0]!.markets, 'winner').map((m) => m.marketId)).toEqual([1]);
    expect(marketsForTab(board[0]!.markets, 'underOver').map((m) => m.marketId)).toEqual([2]);
    expect(marketsForTab(board[0]!.markets, 'handicap').map((m) => m.marketId)).toEqual([3]);
    expect(marketsForTab(board[0]!.markets, 'other').map((m) => m.marketId)).toEqual([5]);
  });
});

describe('market rows', () => {
  it('splits totals by line and keeps a handicap’s two sides on one row', () => {
    expect(marketRows(totals).map((row) => [row.label, row.bets.map((b) => b.id)])).toEqual([
      ['언더/오버 (2.5)', [21, 22]],
      ['언더/오버 (3.5)', [23, 24]],
    ]);
    expect(marketRows(handicap).map((row) => [row.label, row.bets.length])).toEqual([['핸디캡 (-0.5)', 2]]);
    expect(marketRows(result).map((row) => row.label)).toEqual(['승무패']);
  });

  it('takes the line with the closest two prices as the main one', () => {
    expect(mainRowIndex(marketRows(totals))).toBe(0);
    const skewed = market(2, 'Under/Over', '언더/오버', [bet(1, 'Over', 1.3, '1.5'), bet(2, 'Under', 3.4, '1.5'), bet(3, 'Over', 1.88, '2.5'), bet(4, 'Under', 1.85, '2.5')]);
    expect(mainRowIndex(marketRows(skewed))).toBe(1);
    expect(mainRowIndex(marketRows(result))).toBe(0);
  });

  it('shows the start in Korean time, or the text it cannot read', () => {
    expect(fixtureStart('2026-11-22 21:05:00')).toBe('11.22 (일) 21:05');
    expect(fixtureStart('곧 시작')).toBe('곧 시작');
  });
});

describe('the slip selection of a bet button', () => {
  it('carries the odds, version, market names, line and the fixture’s names', () => {
    const selection = selectionOf(board[0]!, totals, totals.bets[0]!);
    expect(selection).toMatchObject({
      id: 21,
      fixtureId: 9_101_001,
      sportId: 6046,
      version: 1,
      betPrice: 1.8,
      marketId: 2,
      marketName: 'Under/Over',
      marketNameKorean: '언더/오버',
      betName: 'Over',
      betLine: '2.5',
      betBaseline: '2.5',
      providerId: 8,
      providerName: 'Bet365',
      homeName: '울산 HD',
      awayName: '전북 현대',
      leagueName: 'K리그1',
    });
  });
});

describe('a malformed answer', () => {
  it('is read as an empty board rather than breaking the page', () => {
    expect(boardPageOf({}, 1, 15)).toEqual({ items: [], totalCount: 0, page: 1, perpage: 15 });
    expect(boardPageOf(null, 2, 15).items).toEqual([]);
    const page = boardPageOf({ items: [{ ...board[0], markets: [{ ...result, bets: null }] }], totalCount: 'x' }, 1, 15);
    expect(page.totalCount).toBe(1);
    expect(page.items[0]!.markets[0]!.bets).toEqual([]);
  });
});

describe('a refreshed board', () => {
  const picked: BoardSelection = selectionOf(board[0]!, result, result.bets[0]!);

  it('given the same price and version, the slip is left alone', () => {
    expect(slipChanges([picked], board)).toEqual([]);
  });

  it('after a price or version moves, the pick is updated to the board’s', () => {
    const moved = [fixture([market(1, '1X2', '승무패', [bet(11, '1', 2.25, null, { version: 2 }), bet(12, 'X', 3.2)])])];
    expect(slipChanges([picked], moved)).toEqual([expect.objectContaining({ id: 11, betPrice: 2.25, version: 2 })]);
    const versionOnly = [fixture([market(1, '1X2', '승무패', [bet(11, '1', 2.1, null, { version: 5 })])])];
    expect(slipChanges([picked], versionOnly)).toEqual([expect.objectContaining({ version: 5, betPrice: 2.1 })]);
  });

  it('a pick that is not on this board is left alone', () => {
    expect(slipChanges([{ ...picked, id: 999 }], board)).toEqual([]);
    expect(pickedIds([picked])).toEqual(new Set(['11']));
  });

  it('remembers the price before the latest move until the price moves again', () => {
    const first = trackPrices({}, board);
    expect(first['11']).toEqual({ price: 2.1 });
    const up = [fixture([market(1, '1X2', '승무패', [bet(11, '1', 2.3)])])];
    const second = trackPrices(first, up);
    expect(second['11']).toEqual({ price: 2.3, previous: 2.1 });
    expect(trackPrices(second, up)['11']).toEqual({ price: 2.3, previous: 2.1 });
    expect(boardPrices(up)).toEqual({ '11': 2.3 });
  });
});

describe('a price that moves only below the shown hundredth', () => {
  const priced = (price: number, version = 1) => [fixture([market(1, '1X2', '승무패', [bet(11, '1', price, null, { version })])])];

  it('is not a move: the arrow and the slip compare floored prices, as every display does', () => {
    const first = trackPrices({}, priced(2.101));
    expect(trackPrices(first, priced(2.109))['11']).toEqual({ price: 2.101 });
    const shown: BoardSelection = { ...selectionOf(board[0]!, result, result.bets[0]!), betPrice: 2.101 };
    expect(slipChanges([shown], priced(2.109))).toEqual([]);
  });

  it('crossing a hundredth is a move', () => {
    const first = trackPrices({}, priced(2.109));
    expect(trackPrices(first, priced(2.11))['11']).toEqual({ price: 2.11, previous: 2.109 });
  });
});

describe('a refreshed board shares what did not change', () => {
  const again = () => [fixture([market(1, '1X2', '승무패', [bet(11, '1', 2.1, null, { lastUpdate: 'later' }), bet(12, 'X', 3.2), bet(13, '2', 3.4)]), totals])];
  const first = shareBoard(undefined, [fixture([result, totals])]);

  it('given the same prices with a new lastUpdate, the answer is the previous board itself', () => {
    expect(shareBoard(first, again())).toBe(first);
  });

  it('after one price moves, only that bet, its market, its fixture and the list are new', () => {
    const moved = again();
    moved[0]!.markets[0]!.bets[1] = bet(12, 'X', 3.5);
    const next = shareBoard(first, moved);
    expect(next).not.toBe(first);
    expect(next[0]!.markets[0]!.bets[1]!.betPrice).toBe(3.5);
    expect(next[0]!.markets[0]!.bets[0]).toBe(first[0]!.markets[0]!.bets[0]);
    expect(next[0]!.markets[1]).toBe(first[0]!.markets[1]);
  });

  it('a bet that loses or gains a field is new', () => {
    const lost = again();
    const { betBaseline: _dropped, ...withoutBaseline } = bet(13, '2', 3.4);
    lost[0]!.markets[0]!.bets[2] = withoutBaseline;
    const afterLoss = shareBoard(first, lost);
    expect(afterLoss[0]!.markets[0]!.bets[2]).not.toBe(first[0]!.markets[0]!.bets[2]);
    expect(shareBoard(afterLoss, again())[0]!.markets[0]!.bets[2]).not.toBe(afterLoss[0]!.markets[0]!.bets[2]);
  });

  it('a new score makes the fixture new but keeps its markets', () => {
    const scored = again().map((item) => ({ ...item, score: '1:0' }));
    const next = shareBoard(first, scored);
    expect(next[0]).not.toBe(first[0]);
    expect(next[0]!.markets).toBe(first[0]!.markets);
  });

  it('an answer that moved no price keeps the previous price track', () => {
    const track = trackPrices({}, first);
    expect(trackPrices(track, again())).toBe(track);
  });
});

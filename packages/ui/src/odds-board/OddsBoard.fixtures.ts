// Board answers for the board's stories and its render-count test: bets, markets and fixtures as the server sends them.
import type { BoardBet, BoardFixture, BoardMarket } from '@betkit/domain';

/** A bet on offer (status 1) at `betPrice`, on `line` for a line market; `extra` overrides any field. */
export const boardBet = (id: number, betName: string, betPrice: number, line: string | null = null, extra: Partial<BoardBet> = {}): BoardBet => ({
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

export const boardMarket = (marketId: number, marketName: string, marketNameKorean: string, bets: BoardBet[]): BoardMarket => ({
  marketId,
  marketName,
  marketNameKorean,
  bets,
});

/** A K League 1 fixture kicking off at 21:05 on 22 November; `live` adds a score, status or clock. */
export const boardFixture = (fixtureId: number, homeName: string, awayName: string, markets: BoardMarket[], live: Partial<BoardFixture> = {}): BoardFixture => ({
  fixtureId,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 82,
  locationName: 'South Korea',
  leagueId: 1001,
  leagueName: 'K League 1',
  homeName,
  awayName,
  startdate: '2026-11-22 21:05:00',
  providerId: 8,
  providerName: 'Bet365',
  markets,
  ...live,
});

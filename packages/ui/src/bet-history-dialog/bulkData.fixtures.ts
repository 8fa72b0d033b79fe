// Deterministic bulk lists for stories and the performance script: the demo data's seeded generator,
// fixed times counted back from one instant, no Math.random and no clock reads.
import type { HistoryGameType, HistoryLeg, HistorySlip, ThirdPartyBet } from '@betkit/domain';
import { createRandom } from '@betkit/storybook/random';

/** The instant the bulk lists count back from: 2026-11-22 21:00 in Korean time. */
export const BULK_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

const MINUTE_MS = 60_000;

const leagues = ['Premier League', 'La Liga', 'Serie A', 'Bundesliga', 'K League 1', 'NBA', 'KBL', 'J1 League'] as const;
const teams = [
  '맨체스터 시티',
  '리버풀',
  '아스널',
  '첼시',
  '레알 마드리드',
  '바르셀로나',
  '유벤투스',
  'AC 밀란',
  '바이에른 뮌헨',
  '도르트문트',
  '울산 HD',
  '전북 현대',
  'LA 레이커스',
  '보스턴 셀틱스',
  '서울 SK',
  '부산 KCC',
] as const;
const markets = [
  { name: '1X2', bets: ['1', 'X', '2'], line: false },
  { name: 'Under/Over', bets: ['Over', 'Under'], line: true },
  { name: 'Asian Handicap', bets: ['1', '2'], line: true },
  { name: 'Odd/Even', bets: ['Odd', 'Even'], line: false },
] as const;
// Settled legs' flags, weighted toward wins and losses as real lists are.
const settledFlags = [2, 2, 2, 1, 1, 1, 3, -1, 4, 5] as const;
const providers = ['Evolution', 'Pragmatic Play', 'Microgaming', 'Dream Gaming', 'Asia Gaming', 'Sexy Baccarat'] as const;
const gameCodes = ['baccarat_01', 'blackjack_07', 'roulette_live', 'dragon_tiger', 'vs20olympgate', 'sicbo_02'] as const;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
const iso = (ms: number) => new Date(ms).toISOString();

/** What a bulk slip list is made for. */
export interface BulkSlipOptions {
  /** The list's game type (written to each slip's game_type); default 1. */
  readonly gameType?: HistoryGameType;
  /** The instant the slips count back from (epoch ms); default BULK_NOW. */
  readonly now?: number;
  /** Share of the newest slips still pending (0–1); default 0.03. */
  readonly pendingShare?: number;
}

/**
 * `count` slips of 1–4 legs, newest first, seven minutes apart on average. The newest `pendingShare`
 * are pending ('대기'); the rest are settled with every leg flag represented. Same arguments, same list.
 */
export function makeBulkSlips(count: number, seed = 1, options: BulkSlipOptions = {}): HistorySlip[] {
  const { gameType = 1, now = BULK_NOW, pendingShare = 0.03 } = options;
  const random = createRandom(seed).next;
  const pendingCount = Math.floor(count * pendingShare);
  const slips: HistorySlip[] = new Array<HistorySlip>(count);
  for (let index = 0; index < count; index += 1) {
    const pending = index < pendingCount;
    const placed = now - (index * 7 + Math.floor(random() * 5) + 1) * MINUTE_MS;
    const legCount = 1 + Math.floor(random() * 4);
    const legs: HistoryLeg[] = [];
    let allWon = true;
    for (let legIndex = 0; legIndex < legCount; legIndex += 1) {
      const market = pick(markets, random);
      const home = Math.floor(random() * teams.length);
      const away = (home + 1 + Math.floor(random() * (teams.length - 1))) % teams.length;
      const flag = pending ? null : pick(settledFlags, random);
      if (flag !== 2 && flag !== 3 && flag !== -1) allWon = false;
      const start = placed + (20 + Math.floor(random() * 600)) * MINUTE_MS;
      legs.push({
        startdate: iso(start),
        league_name: pick(leagues, random),
        sports_name: 'Football',
        sports_betting_home_participants_name: teams[home] ?? '',
        sports_betting_away_participants_name: teams[away] ?? '',
        sports_betting_market_name: market.name,
        sports_betting_bet_name: pick(market.bets, random),
        sports_betting_bet_line: market.line ? `${Math.floor(random() * 8) / 2 + 0.5}` : null,
        sports_betting_bet_price: (130 + Math.floor(random() * 220)) / 100,
        sports_betting_win_flag: flag,
        sports_betting_score: pending ? null : `${Math.floor(random() * 5)}:${Math.floor(random() * 5)}`,
        betTimingScore: gameType === 2 ? `${Math.floor(random() * 3)}:${Math.floor(random() * 3)}` : null,
      });
    }
    const settlement = pending ? '대기' : allWon ? '적중' : '낙첨';
    const [first, ...rest] = legs as [HistoryLeg, ...HistoryLeg[]];
    slips[index] = [
      {
        ...first,
        id: 100_000 + count - index,
        created_at: iso(placed),
        amount: (1 + Math.floor(random() * 100)) * 1_000,
        status: pending ? 0 : 1,
        status_name: settlement,
        settlement_flag: !pending && allWon ? 1 : 0,
        settlement_name: settlement,
        game_type: gameType,
      },
      ...rest,
    ];
  }
  return slips;
}

/** `count` third-party bets, newest first, about a minute apart; one in twenty is cancelled. Same arguments, same list. */
export function makeBulkThirdPartyBets(count: number, seed = 1, now: number = BULK_NOW): ThirdPartyBet[] {
  const random = createRandom(seed).next;
  const bets: ThirdPartyBet[] = new Array<ThirdPartyBet>(count);
  for (let index = 0; index < count; index += 1) {
    const date = now - (index * 60 + Math.floor(random() * 50) + 1) * 1_000;
    const amount = (1 + Math.floor(random() * 200)) * 500;
    const cancelled = random() < 0.05;
    bets[index] = {
      id: 1_000_000 + count - index,
      gameType: 'casino',
      thirdPartyName: pick(providers, random),
      gameCode: pick(gameCodes, random),
      date: iso(date),
      transType: 'BET',
      amount,
      cancelAt: cancelled ? iso(date + 30_000) : null,
      cancelAmount: cancelled ? amount : 0,
      processedAt: iso(date + 5_000),
    };
  }
  return bets;
}

// Story data: fixed server times in Korean time (no clock reads), so screenshots never change.
import type { HistoryLeg, HistorySlip, HistorySlipFields } from '@betkit/domain';

/** The stories' clock: 2026-11-22 21:00 in Korean time (a Sunday). */
export const STORY_NOW = '2026-11-22T12:00:00Z';

type LegInput = Partial<HistoryLeg> & Pick<HistoryLeg, 'sports_betting_bet_price'>;

/** A leg with sensible defaults for the fields a story does not care about. */
export function leg(input: LegInput): HistoryLeg {
  return {
    startdate: '2026-11-22 23:00:00',
    league_name: 'Premier League',
    sports_name: 'Football',
    sports_betting_home_participants_name: '맨체스터 시티',
    sports_betting_away_participants_name: '리버풀',
    sports_betting_market_name: '1X2',
    sports_betting_bet_name: '1',
    sports_betting_bet_line: null,
    sports_betting_score: null,
    sports_betting_win_flag: null,
    ...input,
  };
}

type SlipInput = Partial<HistorySlipFields> & Pick<HistorySlipFields, 'id'>;

/** A slip: its fields go on the first leg, as the server sends them. */
export function slip(fields: SlipInput, first: HistoryLeg, ...rest: HistoryLeg[]): HistorySlip {
  return [
    {
      ...first,
      created_at: '2026-11-22 20:50:00',
      amount: 10_000,
      status: 1,
      status_name: '대기',
      settlement_flag: 0,
      settlement_name: '대기',
      game_type: 1,
      ...fields,
    },
    ...rest,
  ];
}

const settled = { settlement_name: '낙첨', status_name: '낙첨', created_at: '2026-11-21 18:10:00' } as const;

/** Sports slips showing every leg result flag: -1, 1, 2, 3, 4, 5 and pending. */
export const sportsSlips: HistorySlip[] = [
  slip(
    { id: 1042, amount: 50_000, ...settled },
    leg({
      startdate: '2026-11-21 20:00:00',
      sports_betting_bet_price: 1.85,
      sports_betting_win_flag: 2,
      sports_betting_score: '2:1',
    }),
    leg({
      startdate: '2026-11-21 21:30:00',
      league_name: 'La Liga',
      sports_betting_home_participants_name: '레알 마드리드',
      sports_betting_away_participants_name: '바르셀로나',
      sports_betting_market_name: 'Under/Over',
      sports_betting_bet_name: 'Over',
      sports_betting_bet_line: '2.5',
      sports_betting_bet_price: 1.92,
      sports_betting_win_flag: 1,
      sports_betting_score: '1:0',
    }),
    leg({
      startdate: '2026-11-21 22:00:00',
      league_name: 'K League 1',
      sports_betting_home_participants_name: '울산 HD',
      sports_betting_away_participants_name: '전북 현대',
      sports_betting_market_name: 'Asian Handicap',
      sports_betting_bet_name: '2',
      sports_betting_bet_line: '-1.0',
      sports_betting_bet_price: 2.05,
      sports_betting_win_flag: 3,
      sports_betting_score: '1:0',
    }),
    leg({
      startdate: '2026-11-21 23:00:00',
      league_name: 'Serie A',
      sports_betting_home_participants_name: '유벤투스',
      sports_betting_away_participants_name: 'AC 밀란',
      sports_betting_bet_name: 'X',
      sports_betting_bet_price: 3.4,
      sports_betting_win_flag: -1,
    }),
  ),
  slip(
    { id: 1041, amount: 30_000, ...settled },
    leg({
      startdate: '2026-11-21 19:00:00',
      league_name: 'NBA',
      sports_name: 'Basketball',
      sports_betting_home_participants_name: 'LA 레이커스',
      sports_betting_away_participants_name: '보스턴 셀틱스',
      sports_betting_market_name: 'Asian Handicap',
      sports_betting_bet_name: '1',
      sports_betting_bet_line: '-4.25',
      sports_betting_bet_price: 1.9,
      sports_betting_win_flag: 4,
      sports_betting_score: '104:100',
    }),
    leg({
      startdate: '2026-11-21 19:30:00',
      league_name: 'NBA',
      sports_name: 'Basketball',
      sports_betting_home_participants_name: '골든스테이트',
      sports_betting_away_participants_name: '덴버 너기츠',
      sports_betting_market_name: 'Under/Over',
      sports_betting_bet_name: 'Under',
      sports_betting_bet_line: '226.25',
      sports_betting_bet_price: 1.87,
      sports_betting_win_flag: 5,
      sports_betting_score: '110:116',
    }),
  ),
  slip(
    { id: 1043, amount: 20_000, created_at: '2026-11-22 20:40:00' },
    leg({ sports_betting_bet_price: 1.75, sports_betting_win_flag: 2, startdate: '2026-11-22 19:00:00', sports_betting_score: '3:0' }),
    leg({
      startdate: '2026-11-23 04:00:00',
      league_name: 'Bundesliga',
      sports_betting_home_participants_name: '바이에른 뮌헨',
      sports_betting_away_participants_name: '도르트문트',
      sports_betting_market_name: 'Both Teams To Score',
      sports_betting_bet_name: 'Yes',
      sports_betting_bet_price: 1.66,
    }),
  ),
];

/** Live slips: the score when the bet was placed, and the current or final score. */
export const liveSlips: HistorySlip[] = [
  slip(
    { id: 2210, amount: 15_000, created_at: '2026-11-22 20:31:00', game_type: 2 },
    leg({
      startdate: '2026-11-22 20:00:00',
      league_name: 'Premier League',
      sports_betting_home_participants_name: '아스널',
      sports_betting_away_participants_name: '첼시',
      sports_betting_market_name: 'Under/Over',
      sports_betting_bet_name: 'Over',
      sports_betting_bet_line: '3.5',
      sports_betting_bet_price: 2.1,
      betTimingScore: '1:1',
      sports_betting_score: '2:1',
    }),
  ),
  slip(
    { id: 2208, amount: 40_000, ...settled, settlement_name: '적중', status_name: '적중', settlement_flag: 1, game_type: 2 },
    leg({
      startdate: '2026-11-21 19:00:00',
      league_name: 'KBL',
      sports_name: 'Basketball',
      sports_betting_home_participants_name: '서울 SK',
      sports_betting_away_participants_name: '부산 KCC',
      sports_betting_market_name: '12',
      sports_betting_bet_name: '1',
      sports_betting_bet_price: 1.72,
      sports_betting_win_flag: 2,
      betTimingScore: '45:48',
      sports_betting_score: '88:80',
    }),
  ),
];

/** Mini-game slips: a round of a game instead of a match. */
export const minigameSlips: HistorySlip[] = [
  slip(
    { id: 3307, amount: 100_000, created_at: '2026-11-22 20:56:00', game_type: 3 },
    leg({
      startdate: '2026-11-22 21:00:00',
      league_name: 'EOS 파워볼 5분',
      sports_name: 'Powerball',
      sports_betting_home_participants_name: 'EOS 파워볼',
      sports_betting_away_participants_name: '1262회차',
      sports_betting_market_name: '파워볼 홀짝',
      sports_betting_bet_name: '홀',
      sports_betting_bet_price: 1.95,
    }),
  ),
  slip(
    { id: 3306, amount: 50_000, ...settled, settlement_name: '적중', status_name: '적중', settlement_flag: 1, game_type: 3 },
    leg({
      startdate: '2026-11-21 18:05:00',
      league_name: '파워사다리',
      sports_name: 'Ladder',
      sports_betting_home_participants_name: '파워사다리',
      sports_betting_away_participants_name: '1143회차',
      sports_betting_market_name: '좌우 출발',
      sports_betting_bet_name: '좌',
      sports_betting_bet_price: 1.93,
      sports_betting_win_flag: 2,
      sports_betting_score: '좌3짝',
    }),
  ),
];

/** Virtual sports (bet365) slips. */
export const virtualSlips: HistorySlip[] = [
  slip(
    { id: 4410, amount: 25_000, ...settled, game_type: 4 },
    leg({
      startdate: '2026-11-21 18:12:00',
      league_name: '가상축구 프리미어십',
      sports_name: 'Virtual Football',
      sports_betting_home_participants_name: '런던 레즈',
      sports_betting_away_participants_name: '맨체스터 블루스',
      sports_betting_bet_name: '2',
      sports_betting_bet_price: 2.6,
      sports_betting_win_flag: 1,
      sports_betting_score: '2:0',
    }),
    leg({
      startdate: '2026-11-21 18:15:00',
      league_name: '가상축구 월드컵',
      sports_name: 'Virtual Football',
      sports_betting_home_participants_name: '브라질',
      sports_betting_away_participants_name: '독일',
      sports_betting_market_name: 'Under/Over',
      sports_betting_bet_name: 'Under',
      sports_betting_bet_line: '2.5',
      sports_betting_bet_price: 1.8,
      sports_betting_win_flag: 2,
      sports_betting_score: '1:1',
    }),
  ),
];

/** A settled three-folder slip with its bonus leg, as the server stores it: no opponent, market 'Bonus'. */
export const bonusSlips: HistorySlip[] = [
  slip(
    { id: 1050, amount: 10_000, ...settled, settlement_name: '적중', status_name: '적중', settlement_flag: 1 },
    leg({ startdate: '2026-11-21 19:00:00', sports_betting_bet_price: 1.5, sports_betting_win_flag: 2, sports_betting_score: '2:0' }),
    leg({
      startdate: '2026-11-21 20:00:00',
      league_name: 'K League 1',
      sports_betting_home_participants_name: '울산 HD',
      sports_betting_away_participants_name: '전북 현대',
      sports_betting_market_name: 'Odd/Even',
      sports_betting_bet_name: 'Even',
      sports_betting_bet_price: 1.9,
      sports_betting_win_flag: 2,
      sports_betting_score: '1:1',
    }),
    leg({
      startdate: '2026-11-21 21:00:00',
      league_name: 'NBA',
      sports_name: 'Basketball',
      sports_betting_home_participants_name: 'LA 레이커스',
      sports_betting_away_participants_name: '보스턴 셀틱스',
      sports_betting_market_name: '12',
      sports_betting_bet_name: '2',
      sports_betting_bet_price: 1.6,
      sports_betting_win_flag: 2,
      sports_betting_score: '99:104',
    }),
    leg({
      startdate: '2026-11-21 18:10:00',
      league_name: '보너스',
      sports_name: '보너스',
      sports_betting_home_participants_name: '3폴더 보너스',
      sports_betting_away_participants_name: '',
      sports_betting_market_name: 'Bonus',
      sports_betting_bet_name: '3폴더 보너스',
      sports_betting_bet_price: 1.03,
      sports_betting_win_flag: 2,
      sports_betting_sports_prematch_odds_id: 'bonus',
    }),
  ),
];

/** A pending slip placed 10 minutes ago on a match at 23:00: cancellable until 21:20. */
export const cancellableSlip: HistorySlip = slip(
  { id: 5120, amount: 10_000, created_at: '2026-11-22 20:50:00' },
  leg({ startdate: '2026-11-22 23:00:00', sports_betting_bet_price: 1.85 }),
  leg({
    startdate: '2026-11-23 01:30:00',
    league_name: 'Ligue 1',
    sports_betting_home_participants_name: '파리 생제르맹',
    sports_betting_away_participants_name: '마르세유',
    sports_betting_market_name: 'Double Chance',
    sports_betting_bet_name: '1X',
    sports_betting_bet_price: 1.3,
  }),
);

/** Pending slips that can no longer be cancelled: placed an hour ago, and a match starting in 3 minutes. */
export const tooLateSlips: HistorySlip[] = [
  slip(
    { id: 5101, amount: 30_000, created_at: '2026-11-22 20:00:00' },
    leg({ startdate: '2026-11-22 23:00:00', sports_betting_bet_price: 2.2 }),
  ),
  slip(
    { id: 5102, amount: 5_000, created_at: '2026-11-22 20:55:00' },
    leg({
      startdate: '2026-11-22 21:03:00',
      league_name: 'J1 League',
      sports_betting_home_participants_name: '가시마 앤틀러스',
      sports_betting_away_participants_name: '우라와 레즈',
      sports_betting_bet_price: 2.45,
    }),
  ),
];

/** Settled slips, each with a delete button. */
export const settledSlips: HistorySlip[] = [sportsSlips[0]!, sportsSlips[1]!];

/** Slips whose status name contains '취소': shown in the yellow cancel tone. */
export const cancelStatusSlips: HistorySlip[] = [
  slip(
    { id: 6001, amount: 20_000, created_at: '2026-11-22 20:30:00', status_name: '취소요청' },
    leg({ sports_betting_bet_price: 1.85 }),
    leg({
      league_name: 'La Liga',
      sports_betting_home_participants_name: '아틀레티코 마드리드',
      sports_betting_away_participants_name: '세비야',
      sports_betting_bet_name: '2',
      sports_betting_bet_price: 3.1,
    }),
  ),
  slip(
    { id: 6000, amount: 10_000, ...settled, settlement_name: '관리자취소', status_name: '관리자취소' },
    leg({ startdate: '2026-11-21 20:00:00', sports_betting_bet_price: 1.7, sports_betting_win_flag: -1 }),
  ),
];

// Realistic, fixed slip data for stories: K리그1 and KBO fixtures with the odds feed's fields.
// No clock or randomness: every time and price is written out, so screenshots never change.
import {
  bonusSelection,
  initialPrematchSlipState,
  marketLabel,
  prematchSlipReducer,
  type BetSlipMember,
  type BonusSetting,
  type OddsChangeEntry,
  type SlipSelection,
} from '@betkit/domain';

/** Sport ids of the odds feed. */
const SOCCER = 6046;
const BASEBALL = 154914;

/** The fixed time the story feed last updated its prices. */
const UPDATED = '2026-11-22T11:58:00Z';

interface PickInput {
  readonly id: number;
  readonly fixtureId: number;
  readonly sportId: number;
  readonly leagueName: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly marketId: number;
  readonly marketName: string;
  readonly betName: string;
  readonly betPrice: number;
  readonly betLine?: string;
  readonly version?: number;
}

/** A selection as the odds board adds it, with the feed's fields and the Korean market label. */
function pick(input: PickInput): SlipSelection {
  return {
    ...input,
    version: input.version ?? 1,
    marketNameKorean: marketLabel(input.marketName),
    betLine: input.betLine ?? null,
    betBaseline: input.betLine ?? null,
    providerId: 8,
    providerName: 'Bet365',
    betStatus: 1,
    lastUpdate: UPDATED,
    createdAt: UPDATED,
    updatedAt: UPDATED,
  };
}

/** K리그1: 울산 HD vs 전북 현대, home win at 2.10. */
export const ulsanWin = pick({
  id: 710011,
  fixtureId: 9_101_001,
  sportId: SOCCER,
  leagueName: 'K리그1',
  homeName: '울산 HD',
  awayName: '전북 현대',
  marketId: 1,
  marketName: '1X2',
  betName: '1',
  betPrice: 2.1,
  version: 3,
});

/** KBO: LG 트윈스 vs 두산 베어스, LG on the run line −1.5 at 1.95. */
export const lgHandicap = pick({
  id: 720031,
  fixtureId: 9_201_001,
  sportId: BASEBALL,
  leagueName: 'KBO',
  homeName: 'LG 트윈스',
  awayName: '두산 베어스',
  marketId: 3,
  marketName: 'Asian Handicap',
  betName: '1',
  betLine: '-1.5',
  betPrice: 1.95,
  version: 5,
});

/** K리그1: 포항 스틸러스 vs 대구 FC, over 2.5 goals at 1.85. */
export const pohangOver = pick({
  id: 710022,
  fixtureId: 9_101_002,
  sportId: SOCCER,
  leagueName: 'K리그1',
  homeName: '포항 스틸러스',
  awayName: '대구 FC',
  marketId: 2,
  marketName: 'Under/Over',
  betName: 'Over',
  betLine: '2.5',
  betPrice: 1.85,
});

/** K리그1: FC 서울 vs 인천 유나이티드, draw at 3.20. */
export const seoulDraw = pick({
  id: 710033,
  fixtureId: 9_101_003,
  sportId: SOCCER,
  leagueName: 'K리그1',
  homeName: 'FC 서울',
  awayName: '인천 유나이티드',
  marketId: 1,
  marketName: '1X2',
  betName: 'X',
  betPrice: 3.2,
});

/** KBO: KT 위즈 vs 키움 히어로즈, KT to win at 1.22 (below the 1.3 folder minimum). */
export const ktLowPrice = pick({
  id: 720042,
  fixtureId: 9_201_004,
  sportId: BASEBALL,
  leagueName: 'KBO',
  homeName: 'KT 위즈',
  awayName: '키움 히어로즈',
  marketId: 52,
  marketName: '12',
  betName: '1',
  betPrice: 1.22,
});

/** KBO: SSG 랜더스 vs 롯데 자이언츠, under 8.5 runs at 1.90. */
export const ssgUnder = pick({
  id: 720052,
  fixtureId: 9_201_005,
  sportId: BASEBALL,
  leagueName: 'KBO',
  homeName: 'SSG 랜더스',
  awayName: '롯데 자이언츠',
  marketId: 2,
  marketName: 'Under/Over',
  betName: 'Under',
  betLine: '8.5',
  betPrice: 1.9,
});

/** The 2025 K리그1 and KBO clubs, paired into fixtures for long slips. */
const fixtures: readonly (readonly [string, string, string, number])[] = [
  ['K리그1', '울산 HD', '전북 현대', SOCCER],
  ['KBO', 'LG 트윈스', '두산 베어스', BASEBALL],
  ['K리그1', '포항 스틸러스', '대구 FC', SOCCER],
  ['KBO', 'KIA 타이거즈', '삼성 라이온즈', BASEBALL],
  ['K리그1', 'FC 서울', '인천 유나이티드', SOCCER],
  ['KBO', 'SSG 랜더스', '롯데 자이언츠', BASEBALL],
  ['K리그1', '광주 FC', '대전 하나 시티즌', SOCCER],
  ['KBO', '한화 이글스', 'NC 다이노스', BASEBALL],
  ['K리그1', '강원 FC', '김천 상무', SOCCER],
  ['KBO', 'KT 위즈', '키움 히어로즈', BASEBALL],
  ['K리그1', '제주 SK', '수원 FC', SOCCER],
  ['K리그1', '전북 현대', '포항 스틸러스', SOCCER],
  ['KBO', '두산 베어스', 'KIA 타이거즈', BASEBALL],
  ['K리그1', '대구 FC', 'FC 안양', SOCCER],
  ['KBO', '삼성 라이온즈', '한화 이글스', BASEBALL],
  ['K리그1', '인천 유나이티드', '광주 FC', SOCCER],
  ['KBO', '롯데 자이언츠', 'LG 트윈스', BASEBALL],
  ['K리그1', '대전 하나 시티즌', '울산 HD', SOCCER],
  ['KBO', 'NC 다이노스', 'SSG 랜더스', BASEBALL],
  ['K리그1', '김천 상무', '강원 FC', SOCCER],
];

const markets = [
  { marketId: 1, marketName: '1X2', betName: '1' },
  { marketId: 2, marketName: 'Under/Over', betName: 'Over', betLine: '2.5' },
  { marketId: 3, marketName: 'Asian Handicap', betName: '2', betLine: '+1.5' },
  { marketId: 1, marketName: '1X2', betName: 'X' },
] as const;

/** `count` picks on different fixtures, at the given prices in turn. */
export function manyPicks(count: number, prices: readonly number[]): SlipSelection[] {
  return Array.from({ length: count }, (_, index) => {
    const [leagueName, homeName, awayName, sportId] = fixtures[index % fixtures.length]!;
    const market = markets[index % markets.length]!;
    return pick({
      id: 800_000 + index + 1,
      fixtureId: 9_300_000 + index + 1,
      sportId,
      leagueName,
      homeName,
      awayName,
      ...market,
      betPrice: prices[index % prices.length]!,
    });
  });
}

/** Ten modest prices (total odds 36.51, 39.07 with the 7-folder bonus): a long pre-match slip within the 100 cap. */
export const TEN_PRICES = [1.45, 1.38, 1.52, 1.41, 1.36, 1.6, 1.33, 1.47, 1.39, 1.44] as const;

/** The pre-match bonus setting of the stories: 3 folders ×1.03, 5 ×1.05, 7 ×1.07. */
export const storyBonusSetting: BonusSetting = { folder1: 3, bonus1: 1.03, folder2: 5, bonus2: 1.05, folder3: 7, bonus3: 1.07 };

/** A pre-match slip as the reducer builds it from these picks (bonus item first), as the site would store it. */
export function prematchSlip(...picks: readonly SlipSelection[]): SlipSelection[] {
  const state = picks.reduce(
    (slip, selection) => prematchSlipReducer(slip, { type: 'add', selection }),
    initialPrematchSlipState(storyBonusSetting),
  );
  return [...state.selections];
}

/** A stored slip whose 3-folder bonus the picks no longer earn (one pick fell to 1.22). */
export const unearnedBonusSlip: SlipSelection[] = [
  bonusSelection({ folders: 3, multiplier: 1.03 }),
  ulsanWin,
  lgHandicap,
  ktLowPrice,
];

/** The member of the stories: 3,000,000 won. */
export const storyMember: BetSlipMember = { id: 1042, emoney: 3_000_000 };

/** The server's odds-change answer for 울산 HD (2.10 → 1.95) and LG (1.95 → 2.05), with new versions. */
export const oddsChangeAnswer: OddsChangeEntry[] = [
  { oddsId: ulsanWin.id, fixtureId: ulsanWin.fixtureId, betPrice: 1.95, version: 4 },
  { oddsId: lgHandicap.id, fixtureId: lgHandicap.fixtureId, betPrice: 2.05, version: 6 },
];

/** A rejection as @betkit/api's ApiError carries it: status, message and the body. */
export function apiRejection(status: number, message: string, body: unknown) {
  return Object.assign(new Error(message), { name: 'ApiError', status, body });
}

// Named types for every entity of betting-core.md section 3. Field names are the server's own.

/** A leg's result flag: -1 cancelled, 1 lost, 2 won, 3 hit-special (적특), 4 half-lost, 5 half-won; else pending. */
export type LegResultFlag = -1 | 1 | 2 | 3 | 4 | 5 | 0 | null | undefined;

/** One leg of a slip in a history list. */
export interface HistoryLeg {
  startdate: string;
  league_name: string;
  sports_name: string;
  sports_betting_home_participants_name: string;
  sports_betting_away_participants_name: string;
  sports_betting_market_name: string;
  /** 1 = home, 2 = away, X = draw, otherwise free text. */
  sports_betting_bet_name: string;
  sports_betting_bet_line?: string | null;
  sports_betting_bet_baseline?: string | null;
  /** The leg's odds. */
  sports_betting_bet_price: number | string;
  sports_betting_win_flag?: number | null;
  sports_betting_score?: string | null;
  /** Score when the bet was placed (live legs only). */
  betTimingScore?: string | null;
  sports_betting_sports_prematch_odds_id?: number | string | null;
}

/** The slip fields the server puts on a slip's first leg. */
export interface HistorySlipFields {
  id: number;
  e_money?: number;
  ip_address?: string;
  user_id?: number | string;
  nickname?: string;
  member_id?: number;
  user_type?: number;
  created_at: string;
  cancel_at?: string | null;
  deleted_at?: string | null;
  /** Stake in won. */
  amount: number;
  status?: number | string;
  status_name?: string | null;
  /** 1 counts toward the total win amount. */
  settlement_flag?: number | null;
  /** '대기' while pending. */
  settlement_name?: string | null;
  game_type?: number;
}

/** A slip's first leg: a leg that also carries the slip's fields (the slip's "title object"). */
export type HistorySlipTitle = HistoryLeg & HistorySlipFields;

/** A slip as the server sends it in a history list: an array of legs, the first carrying the slip. */
export type HistorySlip = [HistorySlipTitle, ...HistoryLeg[]];

/** A third-party (casino-style) game bet. */
export interface ThirdPartyBet {
  id: number;
  gameType: string | number;
  thirdPartyName: string;
  gameCode: string;
  /** Not in spec: the game's display name, when the server sends one (the code is shown otherwise). */
  gameName?: string | null;
  date: string;
  transType: string;
  amount: number;
  cancelAt?: string | null;
  cancelAmount?: number | null;
  processedAt?: string | null;
}

/** The member as the betting core uses it. */
export interface BettingUser {
  id: number;
  userId: string;
  nickname: string;
  /** Level: 4 is VIP, 5 VVIP. */
  role: number;
  /** Money in won. */
  emoney: number;
  point: number;
  comp: number;
  /** 0 is a normal member; the back-office admin is type 1, role 10, withdrawalType 0. */
  type: number;
  /** 0 is not banned. */
  banType: number;
  /** 1 is withdrawn. */
  withdrawalType: number;
}

/** Roulette card counts. */
export interface CardCounts {
  normal: number;
  vip: number;
}

/** A pick on a bet slip. A bonus selection has fixtureId 'bonus', providerId -1 and slipName '{n}폴더 보너스'. */
export interface Selection {
  /** The price when added (or the bonus multiplier). */
  betPrice: number;
  fixtureId: number | string;
  /** The odds id. */
  id: number | string;
  sportId?: number | string;
  /** The odds version the price belongs to (stale versions trigger an odds change). */
  version?: number | string;
  marketName: string;
  marketNameKorean?: string;
  /** 1, X, 2 or a label. */
  betName: string;
  betLine?: string | null;
  betBaseline?: string | null;
  marketId?: number | string;
  providerId?: number | string;
  providerName?: string;
  betStatus?: number | string;
  betSettlement?: number | string;
  /** The price when the pick was first shown, for the struck-through old price. */
  betStartPrice?: number;
  lastUpdate?: string;
  consumeTime?: string;
  createdAt?: string;
  updatedAt?: string;
  deletedAt?: string | null;
  slipName?: string;
}

/** The pre-match bonus setting: pairs folderN (qualifying picks needed) and bonusN (the multiplier). */
export type BonusSetting = Readonly<Record<`folder${number}` | `bonus${number}`, number | string | undefined>>;

/** Role keys 1 to 5. */
export type RoleKey = 1 | 2 | 3 | 4 | 5;

/** The betting limit settings, per role, in units of 10,000 won. */
export type BettingLimitSettings = Partial<
  Record<
    | `sportsEuMaxPrizeAmountRole${RoleKey}`
    | `sportsKrMaxPrizeAmountRole${RoleKey}`
    | `sportsEuAmountRole${RoleKey}`
    | `sportsKrAmountRole${RoleKey}`,
    number | string | null
  >
>;

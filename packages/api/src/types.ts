// Response and payload types of the server contract. Entities of both specs' section 3 come from
// @betkit/domain; shapes the spec marks "not shown" are typed here for what the site needs and say so.
import type {
  BettingLimitSettings,
  BoardMarket,
  BonusSetting,
  CardCounts,
  HistorySlipTitle,
  JoinPayload,
  LosingSettlement,
  RollingTable,
  SiteUser,
} from '@betkit/domain';

/** A server number that may arrive as a numeric string. */
export type Num = number | string;

// ── Auth (Not in spec: the local strategy's paths and answers are not shown) ──

/** Not in spec: what the login call answers. The token is sent back as a bearer token. */
export interface LoginAnswer {
  /** The bearer token for every later call. */
  token: string;
  /** The member who logged in. */
  user: SiteUser;
}

// ── Betting core ──

/** The body of POST /sports-prematch/betting when it succeeds. Not in spec: the success shape is not shown. */
export interface BetPlacedAnswer {
  /** The new slip's id. */
  betSlipId: number;
  /** The member's money after the stake was taken. */
  emoney: number;
}

/** GET /settingMinigameBetting (Not in spec: "response shape of the limits call: not shown"). */
export interface MinigameBettingSettings extends BettingLimitSettings {
  /** Minimum bet in won. */
  minBetAmount: number;
  /** Maximum bet in won. */
  maxBetAmount: number;
  /** Maximum winnings in won. */
  maxPrizeAmount: number;
}

/** GET /settingMemberBetting/{userId}: the member's betting settings (stored as betSettings). */
export interface MemberBettingSettings extends BettingLimitSettings {
  /** The pre-match bonus folders (folderN / bonusN pairs). */
  bonus: BonusSetting;
  /** Not in spec: member-level overrides in won; null means the role settings apply. */
  minBetAmount?: number | null;
  maxBetAmount?: number | null;
  maxPrizeAmount?: number | null;
}

/** GET settingMinigame/{id}: the mini-game's settings; maintenance when missing or systemMaintenanceFlg is set. */
export interface MinigameSetting {
  id: number;
  /** 1 or true: the mini-game is under maintenance. */
  systemMaintenanceFlg: boolean | Num;
  /** Not in spec: the game's Korean name. */
  name?: string;
}

/** One item of GET enjoycx/gamelist's data.list. */
export interface ThirdPartyGame {
  /** The game code passed to the play call. */
  code: string;
  /** Not in spec: the game's display name and thumbnail. */
  name?: string;
  thumbnail?: string;
}

/** GET enjoycx/gamelist. */
export interface ThirdPartyGameListAnswer {
  data: { list: ThirdPartyGame[] } | null;
}

/** GET /enjoycx/play: data.link is opened in a new window; empty data means maintenance. */
export interface ThirdPartyPlayAnswer {
  data: { link: string } | null;
}

/** The platform the play link is for. */
export type ThirdPartyPlatform = 'PC' | 'MOBILE';

/** Not in spec: one round of a mini-game (GET minigame/events; "response shape: not shown"). */
export interface MinigameEvent {
  /** The round's id. */
  id: number;
  gameId: number;
  /** The round number of the day. */
  round: number;
  /** When betting closes (Korean time, 'YYYY-MM-DD HH:mm:ss'). */
  closeAt: string;
  /** Markets of the round with their odds, in the slip's selection shape. */
  markets: BoardMarket[];
}

/** Not in spec: a virtual game (GET /virtureGame; "response shape: not shown"). */
export interface VirtualGame {
  fixtureId: number;
  sportsType: string;
  league: string;
  /** 1 open for betting. */
  status: number;
  homeName: string;
  awayName: string;
  startdate: string;
}

/** Not in spec: GET /virtureGame/odds: the virtual game's markets. */
export interface VirtualOddsAnswer {
  fixtureId: number;
  markets: BoardMarket[];
}

// ── Boards: pre-match and in-play (Not in spec: the board calls are not shown) ──

// The board entities are @betkit/domain's (the board rules read them); re-exported here as the calls' answers.
export type { BoardBet, BoardFixture, BoardMarket, BoardPage } from '@betkit/domain';

/** Not in spec: the pre-match board's query (the /europe route's query). */
export interface BoardQuery {
  page?: number;
  perpage?: number;
  sportId?: number;
  locationId?: number;
  leagueId?: number;
  search?: string;
  /** A betting tab: 'all' (default) or a market family. */
  tab?: string;
  /** Only these fixtures (the favourites filter), sent as a comma list; the count and pages are theirs. */
  fixtureIds?: readonly (number | string)[];
}

/** Not in spec: a mini-game in the mini-game list. */
export interface MinigameSummary {
  id: number;
  /** The route path after /minigame/, e.g. 'donghang' or 'oddgame/dragon_tiger'. */
  path: string;
  name: string;
  provider: string;
  /** Seconds between rounds. */
  intervalSeconds: number;
}

/** Not in spec: a settled game in the game-results pages. */
export type { GameResult } from '@betkit/domain';

// ── Member services ──

/** GET /setting/user and settingSignUp: the site settings the shell reads. */
export interface UserSettingAnswer {
  siteTopNotice: string;
  revolutionMaintenanceFlag: boolean;
  siteNoticeFlg: boolean;
}

/** GET settingSignUp. */
export interface SignUpSettingAnswer {
  joinStartEndFlg: boolean;
}

/** GET /jackpot. */
export interface JackpotAnswer {
  jackpot: number;
}

/** A board post (notices, events, rules). */
export interface BoardPost {
  id: number;
  title: string;
  /** Server HTML: sanitise before rendering. */
  contents: string;
  createdAt: string;
  category?: string;
}

/** GET /board?category&page&perpage. */
export interface BoardListAnswer {
  list: BoardPost[];
  totalCount: number;
}

/** GET /member/alertInfo (Not in spec: "alert settings fields: not shown"). */
export interface AlertSettings {
  alertMessageFlag: boolean;
  alertCustomerFlag: boolean;
  alertDepositFlag: boolean;
  alertWithdrawFlag: boolean;
}

/** The counters POST /member/resetAlertCount resets. */
export type AlertCountType = 'message' | 'customer' | 'deposit' | 'withdraw';

/** GET /labelSetting?kbn=charge (Not in spec: labels for the deposit page's rules box). */
export interface LabelSetting {
  kbn: string;
  label: string;
  contents: string;
}

/** GET /settingBanking/level/{userType} (Not in spec: the bank account members deposit to). */
export interface BankingSetting {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

/** GET /charge: one page of requests (Not in spec: the list shape). */
export interface ChargeListAnswer<T> {
  list: T[];
  totalCount: number;
}

/** POST /charge for a deposit. */
export interface DepositRequest {
  memberId: number;
  depositMode: 0;
  depositAmount: number;
  depositName: string;
  userDisplayFlag: 1;
  type: number;
  eventDepositId: number | null;
}

/** POST /charge for a withdrawal. */
export interface WithdrawalRequest {
  memberId: number;
  depositMode: 1;
  depositAmount: number;
  depositName: string;
  duplicate: number;
  status: 0;
  type: 0;
  /** Not in spec: "dates" is named without its fields; the request time in Korean time. */
  depositDate: string;
  confirmFlag: 0;
  userDisplayFlag: 1;
}

/** GET /vet3/Soccer: the second item is the game list, the third the stream list. */
export type VirtualSoccerAnswer = [unknown, { title: string; seq: Num }[], { idx: Num; url: string }[]];

/** GET /suggestioncode: the code's owner, or empty when the code is not valid. */
export interface SuggestionCodeAnswer {
  type: 0 | 1;
  memberId: Num;
  /** Not in spec: the recommending member's user id, for the join payload. */
  userId?: string;
}

/** The join call's body. */
export type JoinRequest = JoinPayload;

// ── Partner and recommender (Not in spec: their calls are not shown) ──

/** Not in spec: a member row in the partner and recommender areas. */
export interface PartnerMemberRow {
  id: number;
  userId: string;
  nickname: string;
  role: number;
  emoney: number;
  point: number;
  createdAt: string;
  /** Money deposited, withdrawn and bet by this member in the period. */
  depositTotal: number;
  withdrawTotal: number;
  betTotal: number;
}

/** Not in spec: a period of Korean calendar days, both ends inclusive (YYYY-MM-DD); the server's default when absent. */
export interface PeriodQuery {
  from?: string;
  to?: string;
}

/** Not in spec: the partner's or recommender's summary for a period. */
export interface PartnerSummary {
  /** The period applied (YYYY-MM-DD, Korean days, both ends inclusive). */
  from?: string;
  to?: string;
  memberCount: number;
  depositTotal: number;
  withdrawTotal: number;
  betTotal: number;
  winTotal: number;
  /** Rolling earned per game type: settled, non-cancelled stakes × the type's rate, each floored. */
  rolling: Record<'casino' | 'slot' | 'mini' | 'sports' | 'virtual', number>;
  /** The sum of the rolling lines. */
  rollingTotal?: number;
  /** The rolling table per Korean day of the period (each day's lines floored; the period's lines are their sums). */
  rollingDays?: { day: string; table: RollingTable }[];
  /** Losing settlement: base × contract percent; negative when carried. */
  losingAmount: number;
  losingPer: number;
  /** The losing settlement with its basis and inputs. */
  losing?: LosingSettlement;
}

/** Not in spec: a settlement log row. */
export interface SettlementRow {
  id: number;
  date: string;
  amount: number;
  memo: string;
}

/** Re-exported so callers of the api need not import the domain for the calls' own types. */
export type { CardCounts, HistorySlipTitle };

// Response and payload types of the server contract. Entities of both specs' section 3 come from
// @betkit/domain; shapes the spec marks "not shown" are typed here for what the site needs and say so.
import type {
  BettingLimitSettings,
  BoardMarket,
  BonusSetting,
  CardCounts,
  ChargeRecord,
  HistorySlip,
  HistorySlipTitle,
  JoinPayload,
  LosingSettlement,
  RollingGameType,
  RollingTable,
  SettlementFigures,
  SiteUser,
  ThirdPartyBet,
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

/** Not in spec: a period of Korean calendar days, both ends inclusive (YYYY-MM-DD); the server's default when absent. */
export interface PeriodQuery {
  from?: string;
  to?: string;
}

/** Not in spec: a period and a page of a list (page from 1; perpage the page size, the server's default when absent). */
export interface PagedPeriodQuery extends PeriodQuery {
  page?: number;
  perpage?: number;
}

/**
 * Not in spec: every partner and recommender list answer. `list` is the page asked, `totalCount` the rows of the
 * whole period, `totals` the server's sum of the whole period's rows, column by column (a page's own totals row is
 * the sum of the rows on screen).
 */
export interface LedgerAnswer<Row, Totals> {
  list: Row[];
  totalCount: number;
  totals: Totals;
}

/** Not in spec: a member row in the partner and recommender areas (the recommender's ids arrive masked). */
export interface PartnerMemberRow {
  id: number;
  userId: string;
  nickname: string;
  /** The member's level (Lv.). */
  role: number;
  /** The member's balance in won. */
  emoney: number;
  point: number;
  createdAt: string;
  /** The member's last login (server time), null when never. */
  lastLoginAt: string | null;
  /** 0 when not banned (spec §3 banType). */
  banType: number;
  /** 1 when withdrawn (spec §3 withdrawalType). */
  withdrawalType: number;
  /** Completed deposits, completed withdrawals and settled stakes of this member in the period, in won. */
  depositTotal: number;
  withdrawTotal: number;
  betTotal: number;
}

/** Not in spec: the member list's columns summed over the whole period's rows. */
export type PartnerMemberTotals = Pick<PartnerMemberRow, 'emoney' | 'depositTotal' | 'withdrawTotal' | 'betTotal'>;

/** Not in spec: what the member list can be sorted by; `-` before a key sorts descending. */
export type PartnerMemberSortKey = 'createdAt' | 'lastLoginAt' | 'emoney' | 'depositTotal' | 'withdrawTotal' | 'betTotal' | 'nickname' | 'role';
export type PartnerMemberSort = PartnerMemberSortKey | `-${PartnerMemberSortKey}`;

/** Not in spec: the member list's query: a period, a page, a search on id or nickname, and a sort. */
export interface PartnerMemberQuery extends PagedPeriodQuery {
  search?: string;
  sort?: PartnerMemberSort;
}

/** Not in spec: deposits or withdrawals. */
export type PartnerChargeKind = 'deposit' | 'withdraw';

/** Not in spec: a charge list's query. */
export interface PartnerChargeQuery extends PagedPeriodQuery {
  kind: PartnerChargeKind;
}

/**
 * Not in spec: a member's deposit or withdrawal as the member's own charge history has it (status 0 processing,
 * 1 completed, 2 cancelled: chargeStatusLabel names it), with who made it.
 */
export interface PartnerChargeRow extends ChargeRecord {
  userId: string;
  nickname: string;
}

/** Not in spec: a charge list's sums: every row's amount, and the completed rows' amount alone. */
export interface PartnerChargeTotals {
  depositAmount: number;
  completedAmount: number;
}

/** Not in spec: the sports order list's query; gameType as the member history's (1 sports, 2 in-play, 3 mini, 4 virtual). */
export interface PartnerBetQuery extends PagedPeriodQuery {
  gameType?: number;
}

/** Not in spec: the sports order list's sums: stakes and wins (settlement_flag 1 slips' payouts). */
export interface PartnerBetTotals {
  amount: number;
  winAmount: number;
}

/** Not in spec: a third-party bet of one of the members, as the member's own casino history has it. */
export interface PartnerThirdPartyBetRow extends ThirdPartyBet {
  memberId: number;
  userId: string;
  nickname: string;
}

/** Not in spec: the third-party list's query; gameType 2 casino, else slot (as the member's casino history). */
export interface PartnerThirdPartyBetQuery extends PagedPeriodQuery {
  gameType?: number;
}

/** Not in spec: the third-party list's sums: BET rows' amounts, WIN rows' amounts, cancelled amounts. */
export interface PartnerThirdPartyBetTotals {
  betAmount: number;
  winAmount: number;
  cancelAmount: number;
}

/** Not in spec: one game type's rolling on one Korean day (that day's settled stakes × the rate, floored). */
export interface PartnerRollingDayRow {
  day: string;
  gameType: RollingGameType;
  stakes: number;
  /** The rate in hundredths of a percent (150 = 1.5 %). */
  rateBp: number;
  rolling: number;
}

/** Not in spec: the rolling list's query: one game type, a period and a page (newest day first). */
export interface PartnerRollingQuery extends PagedPeriodQuery {
  gameType: RollingGameType;
}

/** Not in spec: the rolling list's sums (the period's line of the summary's rolling table). */
export interface PartnerRollingTotals {
  stakes: number;
  rolling: number;
}

/** Not in spec: the agent kinds of the dashboard (spec §3: casino, slot, mini, sports, virtual and losing agents). */
export type PartnerAgentKind = RollingGameType | 'losing';

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
  /** Spec §3: each agent kind with its level name (e.g. '1차 총판'). */
  agentLevels?: Partial<Record<PartnerAgentKind, string>>;
  /** Rolling earned per game type: settled, non-cancelled stakes × the type's rate, each floored. */
  rolling: Record<RollingGameType, number>;
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

/** Not in spec: one Korean day of the analysis page (the summary's money figures for that day). */
export interface PartnerAnalysisDay {
  day: string;
  depositTotal: number;
  withdrawTotal: number;
  betTotal: number;
  winTotal: number;
  rollingTotal: number;
}

/** Not in spec: the analysis days' sums (the summary's figures for the period). */
export type PartnerAnalysisTotals = Omit<PartnerAnalysisDay, 'day'>;

/** Not in spec: a settlement period's row: its Korean days and the domain's settlement figures (settlementLedger). */
export interface SettlementRow extends SettlementFigures {
  id: number;
  /** The settlement period (Korean days, both ends inclusive). */
  from: string;
  to: string;
}

/** Not in spec: the settlement list's sums over the whole period's rows. */
export type SettlementTotals = Pick<SettlementRow, 'rolling' | 'losing' | 'estimate' | 'confirmed' | 'paid' | 'carried'>;

/** Not in spec: the partner's enquiry. */
export interface PartnerEnquiry {
  title: string;
  content: string;
}

/** Not in spec: the enquiry as sent. */
export interface PartnerEnquiryAnswer {
  id: number;
  createdAt: string;
}

/** Re-exported so callers of the api need not import the domain for the calls' own types. */
export type { CardCounts, HistorySlip, HistorySlipTitle };

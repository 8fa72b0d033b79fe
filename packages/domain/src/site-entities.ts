// Named types for the entities of site-and-member-services.md section 3. Field names are the server's own.
// Others live beside their rules: SitePopup (member-services/popups), JoinPayload (accounts/join), CardCounts (entities).

/** Numbers and flags the server may send as numbers or numeric strings. */
type Num = number | string;

/** The logged-in member or partner (type 0 normal member, nonzero partner; role 1 may write notices). */
export interface SiteUser {
  id: number;
  userId: string;
  nickname: string;
  nickName?: string;
  isLogin?: boolean | Num;
  type: number;
  userType?: string;
  role: number;
  /** 0 = not banned. */
  banType: number;
  /** 1 = withdrawn. */
  withdrawalType: number;
  emoney: number;
  casinoMoney?: number;
  point: number;
  comp: number;
  revolutionUid?: string | null;
  revolutionUseFlag?: Num | null;
  alertMessageFlag?: boolean | Num;
  alertCustomerFlag?: boolean | Num;
  alertCustomerCount?: Num;
  alertDepositFlag?: boolean | Num;
  alertDepositCount?: Num;
  alertWithdrawFlag?: boolean | Num;
  alertWithdrawCount?: Num;
  managementTarget1Percent?: Num | null;
  managementTarget2Percent?: Num | null;
  managementTarget3Percent?: Num | null;
  userRolling?: Num;
  userRollingSlot?: Num;
  userRollingMini?: Num;
  userRollingVirtual?: Num;
  userRollingSports?: Num;
  accountHolder?: string;
  bankCode?: Num;
  /** Shown masked: the last 4 replaced by stars (maskBankAccount). */
  bankAccountNumber?: string;
  /** The deposit/withdraw password (the backend's own spelling). */
  bankAccountPssword?: string;
  phoneNumber?: string;
  updatedAt?: string;
  privateAccount?: string | null;
  privateVirtualAccount?: string | null;
  privateAccountSelected?: Num | null;
}

/** A league in the sport tree, with its fixture count. */
export interface League {
  league_id: number;
  league_name: string;
  name_korean?: string | null;
  sport_id: number;
  sport_name: string;
  location_id: number;
  cnt: number;
}

/** A country/location in the sport tree. */
export interface Location {
  location_id: number;
  location_name: string;
  name_korean?: string | null;
  image_path?: string | null;
  cnt: number;
  leagues: League[];
}

/** A sport in the sport tree. */
export interface SportListItem {
  sport_id: number;
  name: string;
  name_korean?: string | null;
  cnt: number;
  locations: Location[];
}

/** A game in search results. */
export interface SiteGame {
  id: number;
  home_participants_name: string;
  away_participants_name: string;
  sport_name: string;
}

/** A notice (its contents are server HTML: sanitise before rendering). */
export interface Notice {
  id: number;
  title: string;
  contents: string;
  createdAt?: string;
  createTimestamp?: string;
}

/** The site settings the shell reads. */
export interface SiteSettings {
  siteTopNotice?: string;
  jackpot?: Num;
  revolutionMaintenanceFlag?: boolean | Num;
  joinStartEndFlg?: boolean | Num;
  /** The maintenance switch. */
  siteNoticeFlg?: boolean | Num;
}

/** A member's message (confirmStatus 0 unread, 1 read). */
export interface SiteMessage {
  id: number;
  title: string;
  contents: string;
  createdAt: string;
  confirmStatus: 0 | 1;
}

/** A point history entry. */
export interface PointEntry {
  createdAt: string;
  pointMemo: string;
  point: number;
  totalPoint: number;
}

/** A comp history entry. */
export interface CompEntry {
  createdAt: string;
  compMemo: string;
  comp: number;
  totalComp: number;
}

/** A deposit or withdrawal request (depositMode 0 deposit, 1 withdrawal). */
export interface ChargeRecord {
  id: number;
  memberId: number;
  depositMode: 0 | 1;
  depositAmount: number;
  depositName?: string;
  depositDate?: string;
  processDate?: string | null;
  status: number;
  type?: number;
  /** 1 shown, 0 soft-deleted by the member. */
  userDisplayFlag: 0 | 1;
  eventDepositId?: number | null;
  duplicate?: Num;
  confirmFlag?: Num;
}

/** A deposit bonus event a member may choose. */
export interface DepositBonusEvent {
  id: number;
  label: string;
  detail?: string;
  imagePath?: string;
}

/** A bank code (type BANK). */
export interface BankCode {
  codeId: Num;
  codeName: string;
}

/** A bank name setting. */
export interface BankNameSetting {
  bankName: string;
  bankCode: Num;
  useFlag: Num;
}

/** The answer of a recommender (suggestion) code check: type 0 or 1 and the recommending member. */
export interface SuggestionCode {
  type: 0 | 1;
  memberId: Num;
}

/** The login payload. */
export interface LoginPayload {
  userId: string;
  password: string;
}

/** The find-password payload. */
export interface FindPasswordPayload {
  phoneNumber: string;
  userId: string;
  accountHolder: string;
}

/** The rolling game types of the partner dashboard. */
export type RollingGameType = 'casino' | 'slot' | 'mini' | 'sports' | 'virtual';

/** The partner's agent/rolling dashboard. */
export interface AgentDashboard {
  /** Each agent kind (rolling game types and the losing agent) with its level name. */
  agentLevels: Partial<Record<RollingGameType | 'losing', string>>;
  /** Rolling percent per game type. */
  rollingPercent: Partial<Record<RollingGameType, number>>;
  losingPer: number;
  losingAmount: number;
  totalRollingAmount: number;
  totalLosingAmount: number;
  /** The members' rolling totals per type, before and after. */
  userRolling: Partial<Record<RollingGameType, { before: number; after: number }>>;
}

/** A settled game on the result pages (/game_result/sports|minigame|virtuals). Not in spec: the spec names the routes only. */
export interface GameResult {
  fixtureId: number;
  sportName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  /** Kick-off, a server time ('YYYY-MM-DD HH:mm:ss', Korean time). */
  startdate: string;
  /** The final score as the server writes it ('2:1'). */
  score: string;
}

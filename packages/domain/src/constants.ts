// The betting core's business constants (betting-core.md section 9). Every number here is tested.

/** Default minimum bet in won. */
export const DEFAULT_MIN_BET = 5_000;
/** Default maximum bet in won. */
export const DEFAULT_MAX_BET = 2_000_000;
/** Default maximum winnings in won. */
export const DEFAULT_MAX_WINNINGS = 5_000_000;
/** No slip may exceed these total odds. */
export const MAX_TOTAL_ODDS = 100;
/** Picks at or above these odds count toward bonus folders. */
export const FOLDER_MIN_ODDS = 1.3;
/** Role settings are in units of 10,000 won. */
export const ROLE_LIMIT_UNIT = 10_000;
/** Event-style maximum bet in won. */
export const EVENT_MAX_BET = 5_001;
/** Amounts are whole multiples of this many won after the auto-clamp. */
export const AMOUNT_STEP = 10;
/** The quick-add amounts in won, in button order. */
export const QUICK_ADD_AMOUNTS = [5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000] as const;
/** Cancel window: minutes after placing. */
export const CANCEL_WINDOW_AFTER_BET_MINUTES = 30;
/** Cancel window: minutes before the start of any non-bonus leg. */
export const CANCEL_CUTOFF_BEFORE_START_MINUTES = 5;
/** History page size. */
export const HISTORY_PAGE_SIZE = 10;
/** History page size in sports customer-page mode. */
export const CUSTOMER_SPORTS_PAGE_SIZE = 100;
/** Page-count cap in mini-game and type 4 lists. */
export const CAPPED_PAGE_COUNT = 3;
/** Visible page buttons. */
export const VISIBLE_PAGE_BUTTONS = 11;
/** Sports list items per page. */
export const SPORTS_ITEMS_PER_PAGE = 15;
/** Bulk history fetch: slips. */
export const BULK_SLIP_LIMIT = 10_000;
/** Bulk history fetch: third-party rows. */
export const BULK_THIRD_PARTY_LIMIT = 100_000;
/** Bet slip list scroll height in px. */
export const SLIP_LIST_HEIGHT_PX = 330;
/** Odds-change dialog maximum width in px. */
export const ODDS_CHANGE_DIALOG_MAX_WIDTH_PX = 500;
/** The route prefix of virtual sports. */
export const VIRTUAL_SPORTS_PREFIX = 'bet365';
/** The route prefix of mini-games. */
export const MINIGAME_ROUTE_PREFIX = 'minigame-';

// The history lists' game types and paging (betting-core.md sections 7, 9): apart from the list rules, because ui's
// Pagination on every board reads them and the list rules (and the slip settlement they use) belong to the history screens.
import { CAPPED_PAGE_COUNT, CUSTOMER_SPORTS_PAGE_SIZE, HISTORY_PAGE_SIZE, VISIBLE_PAGE_BUTTONS } from '../constants';
import { toInteger, toPositiveInteger } from '../read';

/** History game types: 1 sports, 2 live, 3 mini-game, 4 virtual sports or other. */
export type HistoryGameType = 1 | 2 | 3 | 4;

/** Named game types, so callers never write a bare 3. */
export const HISTORY_GAME_TYPES = { sports: 1, live: 2, minigame: 3, virtual: 4 } as const satisfies Record<
  string,
  HistoryGameType
>;

/** What the page size depends on. */
export interface HistoryPageSizeInput {
  /** The list's game type. */
  readonly gameType: unknown;
  /** Customer-page (support) mode. */
  readonly customerMode?: boolean;
}

/** Rows per history page: 10, or 100 for the sports list (type 1) in customer-page mode. */
export function historyPageSize({ gameType, customerMode = false }: HistoryPageSizeInput): number {
  // Spec ambiguity: "sports customer mode" is read as the sports list (type 1) only, not live (2).
  return customerMode === true && toInteger(gameType) === HISTORY_GAME_TYPES.sports
    ? CUSTOMER_SPORTS_PAGE_SIZE
    : HISTORY_PAGE_SIZE;
}

/** True for the lists whose page count is capped at 3: mini-game (3) and type 4. */
function hasCappedPages(gameType: unknown): boolean {
  const type = toInteger(gameType);
  return type === HISTORY_GAME_TYPES.minigame || type === HISTORY_GAME_TYPES.virtual;
}

/** Number of pages for `total` slips: ceil(total / pageSize), at most 3 in mini-game and type 4 lists; 0 when empty. */
export function pageCount(total: unknown, pageSize: unknown, gameType: unknown): number {
  const count = toInteger(total) ?? 0;
  if (count <= 0) return 0;
  // Not in spec: a junk page size falls back to the list's page size rather than dividing by it.
  const size = toPositiveInteger(pageSize) ?? HISTORY_PAGE_SIZE;
  const pages = Math.ceil(count / size);
  return hasCappedPages(gameType) ? Math.min(pages, CAPPED_PAGE_COUNT) : pages;
}

/**
 * The page buttons to show: up to 11 consecutive numbers, centred on the current page (5 either side)
 * and shifted to stay within 1..pageCount near the ends. A current page outside the range is clamped.
 */
export function pageWindow(current: unknown, pages: unknown): number[] {
  const last = toInteger(pages) ?? 0;
  if (last <= 0) return [];
  const page = Math.min(Math.max(toInteger(current) ?? 1, 1), last);
  // Not in spec: centring (rather than fixed blocks of 11) keeps the neighbours of the current page in view.
  const half = Math.floor(VISIBLE_PAGE_BUTTONS / 2);
  const first = Math.max(1, Math.min(page - half, last - VISIBLE_PAGE_BUTTONS + 1));
  const length = Math.min(VISIBLE_PAGE_BUTTONS, last - first + 1);
  return Array.from({ length }, (_, index) => first + index);
}

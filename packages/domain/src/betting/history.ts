// Bet history lists: labels, paging, the list query and the per-slip button (betting-core.md sections 2, 7, 9).
import {
  BULK_SLIP_LIMIT,
  CAPPED_PAGE_COUNT,
  CUSTOMER_SPORTS_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  VISIBLE_PAGE_BUTTONS,
} from '../constants';
import type { HistorySlipTitle } from '../entities';
import { gameTypeLabels } from './labels';
import { slipSettlement } from './leg-result';
import { toInteger, toPositiveInteger } from '../read';

/** History game types: 1 sports, 2 live, 3 mini-game, 4 virtual sports or other. */
export type HistoryGameType = 1 | 2 | 3 | 4;

/** Named game types, so callers never write a bare 3. */
export const HISTORY_GAME_TYPES = { sports: 1, live: 2, minigame: 3, virtual: 4 } as const satisfies Record<
  string,
  HistoryGameType
>;

/** The one button a slip row shows: cancel while pending, delete once settled, none in customer-page mode. */
export type SlipAction = 'cancel' | 'delete' | 'none';

/** The query of GET /sports-prematch/count and GET /sports-prematch/bettings (spec section 7). */
export interface HistoryQuery {
  readonly page: number;
  readonly gameType: number;
  readonly perpage: number;
  readonly memberUserId: string;
  /** Always 1: the member's own view. */
  readonly user: 1;
  /** Comma list of slip ids, only when filtering. */
  readonly betSlipIds?: string;
  /** A game detail type code, only when filtering by one. */
  readonly gameDetailType?: number;
}

/** What the history query is built from. */
export interface HistoryQueryInput {
  /** 1-based page; junk or < 1 is page 1. */
  readonly page?: unknown;
  /** The list's game type (1–4); junk is 1. */
  readonly gameType: unknown;
  /** The member whose slips are listed. */
  readonly memberUserId: unknown;
  /** Customer-page (support) mode: 100 rows for sports, no paging, optional slip-id filter. */
  readonly customerMode?: boolean;
  /** Slip ids to show (customer-page mode's filter); an array or a comma list. */
  readonly betSlipIds?: readonly unknown[] | string | null;
  /** Optional game detail type filter (91–96, 999). */
  readonly gameDetailType?: unknown;
  /** Rows per page instead of the list's page size (bulk fetch), capped at 10,000. */
  readonly perpage?: unknown;
}

/** A history list's game type label: 1 스포츠, 2 실시간, 3 미니게임, 4 가상게임, else 카지노. */
export function gameTypeLabel(type: unknown): string {
  switch (toInteger(type)) {
    case 1:
      return gameTypeLabels.sports;
    case 2:
      return gameTypeLabels.live;
    case 3:
      return gameTypeLabels.minigame;
    case 4:
      return gameTypeLabels.virtual;
    default:
      return gameTypeLabels.casino;
  }
}

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

/** Slip ids as the comma list the server reads: positive whole ids, duplicates dropped, in the given order. */
export function slipIdList(ids: readonly unknown[] | string | null | undefined): string {
  const items: readonly unknown[] = typeof ids === 'string' ? ids.split(',') : Array.isArray(ids) ? ids : [];
  const unique = new Set<number>();
  for (const item of items) {
    const id = toPositiveInteger(item);
    if (id !== undefined) unique.add(id);
  }
  return [...unique].join(',');
}

/** The history count and list query: page, gameType, perpage, memberUserId, user=1, optional filters. */
export function historyQuery(input: HistoryQueryInput): HistoryQuery {
  const customerMode = input.customerMode === true;
  const gameType = toPositiveInteger(input.gameType) ?? HISTORY_GAME_TYPES.sports;
  const perpage = Math.min(
    toPositiveInteger(input.perpage) ?? historyPageSize({ gameType, customerMode }),
    BULK_SLIP_LIMIT,
  );
  const memberUserId =
    typeof input.memberUserId === 'string' || typeof input.memberUserId === 'number' ? String(input.memberUserId) : '';
  const betSlipIds = slipIdList(input.betSlipIds);
  const gameDetailType = toPositiveInteger(input.gameDetailType);
  return {
    // Customer-page mode has no pagination controls, so it always reads the first page.
    page: customerMode ? 1 : (toPositiveInteger(input.page) ?? 1),
    gameType,
    perpage,
    memberUserId,
    user: 1,
    ...(betSlipIds === '' ? {} : { betSlipIds }),
    ...(gameDetailType === undefined ? {} : { gameDetailType }),
  };
}

/** Where the slip row is shown. */
export interface SlipActionsOptions {
  /** Customer-page (support) mode hides delete and cancel. */
  readonly customerMode?: boolean;
}

/** The button of a slip row: 'cancel' while pending, 'delete' once settled, 'none' in customer-page mode. */
export function slipActions(
  title: Partial<HistorySlipTitle> | null | undefined,
  { customerMode = false }: SlipActionsOptions = {},
): SlipAction {
  if (customerMode) return 'none';
  return slipSettlement(title) === 'pending' ? 'cancel' : 'delete';
}

// Bet history lists: labels, paging, the list query and the per-slip button (betting-core.md sections 2, 7, 9).
import { BULK_SLIP_LIMIT } from '../constants';
import type { HistorySlipTitle } from '../entities';
import { HISTORY_GAME_TYPES, historyPageSize } from './history-paging';
import { gameTypeLabels } from './labels';
import { slipSettlement } from './leg-result';
import { toInteger, toPositiveInteger } from '../read';

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

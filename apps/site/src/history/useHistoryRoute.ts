import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HISTORY_GAME_TYPES, slipIdList, type HistoryGameType } from '@betkit/domain';

/** The screen's tabs: one per history game type (1 sports, 2 live, 3 mini-game, 4 virtual), then casino. */
export const historyTabs = ['1', '2', '3', '4', 'casino'] as const;
export type HistoryTab = (typeof historyTabs)[number];

/** The casino tab: third-party game bets instead of slips. */
export const CASINO_TAB = 'casino' satisfies HistoryTab;

/** The tab a history game type lists. */
export const tabOfGameType = (gameType: HistoryGameType): HistoryTab => String(gameType) as HistoryTab;

/** The query names of the screen's state, so a link or a reload reopens the same list. */
const QUERY = { tab: 'type', page: 'page', customer: 'customer', slipIds: 'betSlipIds' } as const;

/** The list the URL asks for. */
export interface HistoryQueryState {
  /** The active tab (`?type=2`; `?type=casino`). */
  readonly tab: HistoryTab;
  /** The active tab's history game type; null on the casino tab. */
  readonly gameType: HistoryGameType | null;
  /** The requested page, 1-based (`?page=2`); 1 when missing or junk. */
  readonly page: number;
  /** Customer-page (support) mode: slips only, no cancel, delete or pagination. */
  readonly customerMode: boolean;
  /** Customer-page mode's slip filter as the server's comma list; '' when none. */
  readonly betSlipIds: string;
}

/** What the route says about the list to show, and how to change it. */
export interface HistoryRoute extends HistoryQueryState {
  /** Opens a tab on its first page. */
  readonly selectTab: (tab: HistoryTab) => void;
  /** Opens a page of the active tab; `replace` when correcting a page that no longer exists. */
  readonly selectPage: (page: number, options?: { replace?: boolean }) => void;
}

/** A tab from the query: a known tab, else sports (the casino tab does not exist in customer-page mode). */
function readTab(value: string | null, customerMode: boolean): HistoryTab {
  const tab = historyTabs.find((candidate) => candidate === value);
  if (tab === undefined || (customerMode && tab === CASINO_TAB)) return tabOfGameType(HISTORY_GAME_TYPES.sports);
  return tab;
}

/** A positive whole page from the query, else 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Reads the screen's query: `type`, `page`, `customer` and `betSlipIds`. */
export function readHistoryQuery(params: URLSearchParams): HistoryQueryState {
  const customerMode = params.get(QUERY.customer) === '1';
  const tab = readTab(params.get(QUERY.tab), customerMode);
  return {
    tab,
    gameType: tab === CASINO_TAB ? null : (Number(tab) as HistoryGameType),
    page: readPage(params.get(QUERY.page)),
    customerMode,
    betSlipIds: customerMode ? slipIdList(params.get(QUERY.slipIds)) : '',
  };
}

/**
 * The screen's state in the URL. `/bet_result/sports` opens the sports tab; so does `/bet_result`
 * without a type (Not in spec: the spec names both routes but not what plain /bet_result opens).
 *
 * Customer-page mode: the spec says neither how it is entered nor its path, so it is a query on the
 * same routes, `?customer=1`, optionally `&betSlipIds=12,13` to show only those slips (DESIGN.md's
 * decision). Other query values are kept when the tab or page changes, so the mode survives them.
 */
export function useHistoryRoute(): HistoryRoute {
  const [params, setParams] = useSearchParams();

  const selectTab = useCallback(
    (next: HistoryTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(QUERY.tab, next);
        updated.delete(QUERY.page);
        return updated;
      }),
    [setParams],
  );
  const selectPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(QUERY.page, String(next));
          else updated.delete(QUERY.page);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return { ...readHistoryQuery(params), selectTab, selectPage };
}

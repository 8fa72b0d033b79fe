import useSWR from 'swr';
import { DEFAULT_ERROR_MESSAGE, getBetSlipCount, getBetSlips } from '@betkit/api';
import { historyPageSize, historyQuery, type HistoryGameType, type HistorySlip } from '@betkit/domain';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { slipPageKey } from './historyKeys';

/** One page of a slip list, tagged with its list so a kept page is never shown under another tab. */
interface SlipPage {
  readonly gameType: HistoryGameType;
  readonly total: number;
  readonly slips: readonly HistorySlip[];
}

/** What a slip list shows. */
export interface SlipHistory {
  /** The page of the active list; kept while the next page of the same list loads. */
  readonly page: SlipPage | undefined;
  /** Rows per page (10; 100 for sports in customer-page mode). */
  readonly pageSize: number;
  /** The first fetch of this list is running. */
  readonly loading: boolean;
  /** Why the list could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Fetches the list again. */
  readonly retry: () => void;
}

/** Which list to read. */
export interface SlipHistoryInput {
  readonly memberId: number;
  readonly memberUserId: string;
  readonly gameType: HistoryGameType;
  readonly page: number;
  readonly customerMode: boolean;
  readonly betSlipIds: string;
}

/** The server's count as a whole number; a count that is not a number counts as none. */
export const toTotal = (count: unknown) => {
  const total = Number(count);
  return Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
};

/** The count and one page of a slip list (GET /sports-prematch/count and /bettings with the domain's query). */
export function useSlipHistory({ memberId, memberUserId, gameType, page, customerMode, betSlipIds }: SlipHistoryInput): SlipHistory {
  const { client } = useSite();
  const query = historyQuery({ page, gameType, memberUserId, customerMode, betSlipIds });
  const { data, error, isLoading, mutate } = useSWR(
    slipPageKey(memberId, query),
    async (): Promise<SlipPage> => {
      const [count, slips] = await Promise.all([getBetSlipCount(client, query), getBetSlips(client, query)]);
      return { gameType, total: toTotal(count), slips: Array.isArray(slips) ? slips : [] };
    },
    // The previous page stays on screen while the next loads, so the page buttons keep their focus.
    { keepPreviousData: true },
  );
  const current = data?.gameType === gameType ? data : undefined;
  return {
    page: current,
    pageSize: historyPageSize({ gameType, customerMode }),
    loading: current === undefined && (isLoading || error === undefined),
    error: error === undefined ? null : errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }),
    retry: () => void mutate(),
  };
}

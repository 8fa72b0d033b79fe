import useSWR from 'swr';
import { DEFAULT_ERROR_MESSAGE, getThirdPartyBetCount, getThirdPartyBets } from '@betkit/api';
import { HISTORY_PAGE_SIZE, type ThirdPartyBet } from '@betkit/domain';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { thirdPartyPageKey } from './historyKeys';
import { toTotal } from './useSlipHistory';

/** One page of the third-party (casino) bet list. */
interface ThirdPartyPage {
  readonly total: number;
  readonly bets: readonly ThirdPartyBet[];
}

/** What the casino tab shows. */
export interface ThirdPartyHistory {
  /** The page; kept while the next page loads. */
  readonly page: ThirdPartyPage | undefined;
  /** Rows per page (spec section 9: 10). */
  readonly pageSize: number;
  /** The first fetch is running. */
  readonly loading: boolean;
  /** Why the list could not be read, or null. */
  readonly error: string | null;
  /** Fetches the list again. */
  readonly retry: () => void;
}

/** The count and one page of the member's third-party bets (GET /enjoycx/user/count and /enjoycx/user). */
export function useThirdPartyHistory(memberId: number, page: number): ThirdPartyHistory {
  const { client } = useSite();
  const perpage = HISTORY_PAGE_SIZE;
  const { data, error, isLoading, mutate } = useSWR(
    thirdPartyPageKey(memberId, page, perpage),
    async (): Promise<ThirdPartyPage> => {
      const [count, bets] = await Promise.all([
        getThirdPartyBetCount(client, { page, perpage }),
        getThirdPartyBets(client, { page, perpage }),
      ]);
      return { total: toTotal(count), bets: Array.isArray(bets) ? bets : [] };
    },
    { keepPreviousData: true },
  );
  return {
    page: data,
    pageSize: perpage,
    loading: data === undefined && (isLoading || error === undefined),
    error: error === undefined ? null : errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }),
    retry: () => void mutate(),
  };
}

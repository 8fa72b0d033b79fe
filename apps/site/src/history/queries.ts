// The history screens' reads. The bet history keys are historyKeys.ts', which the first route's slip reads (and the
// hooks here stay out of that route).
import useSWR from 'swr';
import { getBetSlips, getGameResults, getThirdPartyBets, type ApiClient } from '@betkit/api';
import { BULK_SLIP_LIMIT, BULK_THIRD_PARTY_LIMIT, historyQuery, type GameResultKind, type HistorySlip, type ThirdPartyBet } from '@betkit/domain';
import { tabGameTypes, type BetHistoryTab } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { bulkKey } from './historyKeys';

/** One page of the public game results of a kind. */
export const gameResultsKey = (kind: GameResultKind, page: number) => `site:game-results:${kind}:${page}`;

/** GET one page of settled games. */
export function useGameResults(kind: GameResultKind, page: number, perpage: number) {
  const { client } = useSite();
  return useSWR(gameResultsKey(kind, page), () => getGameResults(client, { kind, page, perpage }));
}

/** A bulk list of the bet history dialog: slips of a slip tab, or third-party bets of the casino tab. */
export interface BulkList {
  readonly slips: readonly HistorySlip[];
  readonly bets: readonly ThirdPartyBet[];
}

// Spec (site-and-member-services.md section 7): the casino tab's bulk fetch sends gameType=2.
const BULK_THIRD_PARTY_GAME_TYPE = 2;

/** The spec's bulk fetches: GET /sports-prematch/bettings perpage 10,000 per type; GET /enjoycx/user perpage 100,000. */
async function fetchBulk(client: ApiClient, tab: BetHistoryTab, memberUserId: string): Promise<BulkList> {
  if (tab === 'casino') {
    const bets = await getThirdPartyBets(client, {
      page: 1,
      gameType: BULK_THIRD_PARTY_GAME_TYPE,
      perpage: BULK_THIRD_PARTY_LIMIT,
    });
    return { slips: [], bets: Array.isArray(bets) ? bets : [] };
  }
  const slips = await getBetSlips(
    client,
    historyQuery({ page: 1, gameType: tabGameTypes[tab], memberUserId, perpage: BULK_SLIP_LIMIT }),
  );
  return { slips: Array.isArray(slips) ? slips : [], bets: [] };
}

/** A tab's bulk list, read only while the dialog is open. */
export function useBulkHistory(open: boolean, member: { id: number; userId: string }, tab: BetHistoryTab) {
  const { client } = useSite();
  return useSWR(open ? bulkKey(member.id, tab) : null, () => fetchBulk(client, tab, member.userId));
}

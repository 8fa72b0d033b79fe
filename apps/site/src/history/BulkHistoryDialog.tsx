import { useState } from 'react';
import useSWR from 'swr';
import { DEFAULT_ERROR_MESSAGE, getBetSlips, getThirdPartyBets, type ApiClient } from '@betkit/api';
import { BULK_SLIP_LIMIT, BULK_THIRD_PARTY_LIMIT, historyQuery, type HistorySlip, type ThirdPartyBet } from '@betkit/domain';
import { BetHistoryDialog, tabGameTypes, type BetHistoryTab } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { bulkKey } from './historyKeys';
import { useHistoryActions } from './useHistoryActions';

/** A bulk list of the dialog: slips of a slip tab, or third-party bets of the casino tab. */
interface BulkList {
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

export interface BulkHistoryDialogProps {
  /** The dialog is open; the lists are fetched only while it is. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The tab it opens on (the page's active list). */
  initialTab: BetHistoryTab;
  /** The member (id for the cache key, userId for the query). */
  member: { id: number; userId: string };
  /** The current time (epoch ms), for the cancel window. */
  now: number;
}

/** The bet history dialog ('전체 베팅내역'): every slip of a list, refresh, delete-all; loaded in its own chunk. */
export default function BulkHistoryDialog({ open, onOpenChange, initialTab, member, now }: BulkHistoryDialogProps) {
  const { client } = useSite();
  const actions = useHistoryActions();
  const [tab, setTab] = useState<BetHistoryTab>(initialTab);
  const [refreshing, setRefreshing] = useState(false);
  const { data, error, isLoading, mutate } = useSWR(open ? bulkKey(member.id, tab) : null, () =>
    fetchBulk(client, tab, member.userId),
  );

  const refresh = async () => {
    setRefreshing(true);
    try {
      await mutate();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <BetHistoryDialog
      open={open}
      onOpenChange={onOpenChange}
      tab={tab}
      onTabChange={setTab}
      slips={data?.slips ?? []}
      thirdPartyBets={data?.bets ?? []}
      loading={isLoading || refreshing}
      error={error === undefined ? null : errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE })}
      now={now}
      onRefresh={() => void refresh()}
      onDeleteAll={(active) =>
        active === 'casino' ? actions.deleteAllThirdParty(data?.bets ?? []) : actions.deleteAllSlips(data?.slips ?? [])
      }
      deletingAll={actions.deletingAll}
      onCancelSlip={actions.cancelSlip}
      onDeleteSlip={actions.deleteSlip}
      busySlipIds={actions.busySlipIds}
      onDeleteThirdPartyBets={actions.deleteThirdParty}
      deletingThirdPartyBets={actions.deletingThirdParty}
    />
  );
}

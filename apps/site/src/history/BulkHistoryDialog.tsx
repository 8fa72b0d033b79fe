import { useState } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '@betkit/api';
import { BetHistoryDialog, type BetHistoryTab } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useBulkHistory } from './queries';
import { useHistoryActions } from './useHistoryActions';

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
  const actions = useHistoryActions();
  const [tab, setTab] = useState<BetHistoryTab>(initialTab);
  const [refreshing, setRefreshing] = useState(false);
  const { data, error, isLoading, mutate } = useBulkHistory(open, member, tab);

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

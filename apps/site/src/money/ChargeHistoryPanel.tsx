import { useState } from 'react';
import { CHARGE_HISTORY_PAGE_SIZE, type DepositMode } from '@betkit/domain';
import { ChargeHistoryTable } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { useChargeHistoryActions } from './chargeHistoryActions';
import { useChargeHistory } from './queries';
import { chargeHistoryPanelLabels } from './chargeHistoryLabels';

export interface ChargeHistoryPanelProps {
  /** The logged-in member's id. */
  memberId: number;
  /** 0 the deposit history, 1 the withdrawal history. */
  depositMode: DepositMode;
}

/**
 * A member's deposit or withdrawal history (spec 4, 7 and 9): 10 a page, the status of each request, and hiding
 * one, the selected or all rows with the spec 8 delete texts. Mount it in the deposit dialog's history tab
 * (depositMode 0), the withdrawal screen (1) and /mywallet.
 */
export function ChargeHistoryPanel({ memberId, depositMode }: ChargeHistoryPanelProps) {
  const [page, setPage] = useState(1);
  const history = useChargeHistory(memberId, depositMode, page);
  const actions = useChargeHistoryActions(memberId, depositMode);
  const { data } = history;
  // A hide can empty the last page: go back to the last page that still has rows.
  const lastPage = Math.max(1, Math.ceil((data?.totalCount ?? 0) / CHARGE_HISTORY_PAGE_SIZE));
  if (data !== undefined && page > lastPage) setPage(lastPage);

  return (
    <QueryState query={history} loading={chargeHistoryPanelLabels.loading(depositMode)} labels={{ retry: chargeHistoryPanelLabels.retry }}>
      {({ rows, totalCount }) => (
        <ChargeHistoryTable
          depositMode={depositMode}
          rows={rows}
          totalCount={totalCount}
          page={page}
          onPageChange={setPage}
          onHide={actions.hideOne}
          onHideSelected={actions.hideSelected}
          onHideAll={actions.hideAll}
          hiding={actions.hiding}
        />
      )}
    </QueryState>
  );
}

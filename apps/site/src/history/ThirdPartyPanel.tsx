import { BetHistoryList, Pagination, ThirdPartyBetTable } from '@betkit/ui';
import type { HistoryActions } from './useHistoryActions';
import type { HistoryRoute } from './useHistoryRoute';
import { useClampedPage } from './useClampedPage';
import { useThirdPartyHistory } from './useThirdPartyHistory';

export interface ThirdPartyPanelProps {
  /** The member's id (cache key). */
  memberId: number;
  /** The page, from the URL. */
  route: HistoryRoute;
  /** Delete. */
  actions: HistoryActions;
}

/** The casino tab: third-party game bets with row selection, delete and the page buttons. */
export function ThirdPartyPanel({ memberId, route, actions }: ThirdPartyPanelProps) {
  const { page, selectPage } = route;
  const history = useThirdPartyHistory(memberId, page);
  const loaded = history.page;
  useClampedPage({ page, total: loaded?.total, pageSize: history.pageSize, gameType: undefined, selectPage });

  return (
    <BetHistoryList loading={history.loading} error={history.error} onRetry={history.retry} total={loaded?.total}>
      {loaded === undefined ? null : (
        <>
          <ThirdPartyBetTable bets={loaded.bets} onDelete={actions.deleteThirdParty} deleting={actions.deletingThirdParty} />
          <Pagination page={page} totalCount={loaded.total} pageSize={history.pageSize} onPageChange={selectPage} />
        </>
      )}
    </BetHistoryList>
  );
}

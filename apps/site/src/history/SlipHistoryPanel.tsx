import type { HistoryGameType } from '@betkit/domain';
import { BetHistoryList, BetHistoryTable } from '@betkit/ui';
import type { HistoryActions } from './useHistoryActions';
import type { HistoryRoute } from './useHistoryRoute';
import { useClampedPage } from './useClampedPage';
import { useSlipHistory } from './useSlipHistory';

export interface SlipHistoryPanelProps {
  /** The list: 1 sports, 2 live, 3 mini-game, 4 virtual. */
  gameType: HistoryGameType;
  /** The member (id for the cache key, userId for the query). */
  member: { id: number; userId: string };
  /** Page, customer-page mode and the slip filter, from the URL. */
  route: HistoryRoute;
  /** The current time (epoch ms), for the cancel window. */
  now: number;
  /** Cancel and delete. */
  actions: HistoryActions;
}

/** One slip list: its count, its slips (cancel while pending, delete once settled) and the page buttons. */
export function SlipHistoryPanel({ gameType, member, route, now, actions }: SlipHistoryPanelProps) {
  const { customerMode, page, selectPage } = route;
  const history = useSlipHistory({
    memberId: member.id,
    memberUserId: member.userId,
    gameType,
    page,
    customerMode,
    betSlipIds: route.betSlipIds,
  });
  const loaded = history.page;
  useClampedPage({ page, total: loaded?.total, pageSize: history.pageSize, gameType, selectPage, enabled: !customerMode });

  return (
    <BetHistoryList loading={history.loading} error={history.error} onRetry={history.retry} total={loaded?.total}>
      {loaded === undefined ? null : customerMode ? (
        <BetHistoryTable slips={loaded.slips} gameType={gameType} now={now} customerMode />
      ) : (
        <BetHistoryTable
          slips={loaded.slips}
          gameType={gameType}
          now={now}
          onCancel={actions.cancelSlip}
          onDelete={actions.deleteSlip}
          busySlipIds={actions.busySlipIds}
          page={page}
          totalCount={loaded.total}
          onPageChange={selectPage}
        />
      )}
    </BetHistoryList>
  );
}

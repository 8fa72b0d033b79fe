import { HISTORY_GAME_TYPES } from '@betkit/domain';
import { betColumns } from './columns';
import { columnLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, PARTNER_PERIOD_PRESET } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerBets } from './queries';
import { useListQuery } from '../app/useListQuery';

/** /partner/bet_history: the members' sports orders, read-only (no cancel, no delete), with their CSV. */
export default function BetsPage() {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const read = usePartnerBets({ ...query.period, gameType: HISTORY_GAME_TYPES.sports, page: query.page, perpage: PARTNER_PAGE_SIZE });
  return (
    <PeriodPage page="bet_history" query={query}>
      <LedgerList
        title={partnerPageTitles.bet_history}
        columns={betColumns}
        rowKey={([slip]) => slip.id}
        read={read}
        query={query}
        periodTotals={(sums) => [
          { label: columnLabels.bets, amount: sums.amount },
          { label: columnLabels.wins, amount: sums.winAmount },
        ]}
      />
    </PeriodPage>
  );
}

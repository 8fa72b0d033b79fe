import { FigureCards } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { useSession } from '../app/session';
import { partnerFigures } from './figures';
import { partnerLabels } from './labels';
import { PeriodPage } from './PeriodPage';
import { usePartnerSummary } from './queries';
import { useListQuery } from '../app/useListQuery';
import { PARTNER_PERIOD_PRESET } from './pages';

/** /partner/pt: the period's deposits, withdrawals, stakes, wins, rolling per type, losing settlement, members and agent levels. */
export default function DashboardPage() {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const summary = usePartnerSummary(query.period);
  const { user } = useSession();
  return (
    <PeriodPage page="pt" query={query}>
      <QueryState query={summary} loading={partnerLabels.summaryLoading} keepData>
        {(data) => (user ? <FigureCards figures={partnerFigures(data, user)} /> : null)}
      </QueryState>
    </PeriodPage>
  );
}

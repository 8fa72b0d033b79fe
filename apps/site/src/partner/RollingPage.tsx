import { explainRollingLine, ROLLING_GAME_TYPE_NAMES, rollingRatesOf } from '@betkit/domain';
import { FigureExplain } from '@betkit/ui';
import { useSession } from '../app/session';
import { rollingColumns } from './columns';
import { columnLabels, partnerLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, rollingPages, type RollingPage as RollingPageName, PARTNER_PERIOD_PRESET } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerRolling } from './queries';
import { useListQuery } from '../app/useListQuery';

/** /partner/pt_sports … pt_slot: one game type's rolling by day (stakes, rate, rolling), with the period's line explained. */
export default function RollingPage({ page }: { page: RollingPageName }) {
  const gameType = rollingPages[page];
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const read = usePartnerRolling({ ...query.period, gameType, page: query.page, perpage: PARTNER_PAGE_SIZE });
  const rateBp = rollingRatesOf(useSession().user)[gameType];
  const totals = read.data?.totals;
  return (
    <PeriodPage page={page} query={query}>
      <LedgerList
        title={partnerPageTitles[page]}
        columns={rollingColumns}
        rowKey={(row) => row.day}
        read={read}
        query={query}
        periodTotals={(sums) => [
          { label: columnLabels.stakes, amount: sums.stakes },
          { label: columnLabels.rolling, amount: sums.rolling },
        ]}
      />
      {totals ? (
        <FigureExplain
          figure={partnerLabels.rollingExplain(ROLLING_GAME_TYPE_NAMES[gameType])}
          lines={[explainRollingLine({ gameType, stakes: totals.stakes, rateBp, rolling: totals.rolling })]}
        />
      ) : null}
    </PeriodPage>
  );
}

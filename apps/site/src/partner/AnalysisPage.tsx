import type { PartnerAnalysisDay } from '@betkit/api';
import { AnalysisChart, type ChartSeries } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { columnLabels, partnerLabels } from './labels';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, PARTNER_PERIOD_PRESET } from './pages';
import { usePartnerAnalysis } from './queries';
import { useListQuery } from '../app/useListQuery';

/** Not in spec: the figures drawn; money moved as bars, stakes and rolling as lines. */
const series: readonly ChartSeries<PartnerAnalysisDay>[] = [
  { key: 'depositTotal', label: columnLabels.deposits, value: (day) => day.depositTotal, mark: 'bar' },
  { key: 'withdrawTotal', label: columnLabels.withdrawals, value: (day) => day.withdrawTotal, mark: 'bar' },
  { key: 'betTotal', label: columnLabels.bets, value: (day) => day.betTotal, mark: 'line' },
  { key: 'winTotal', label: columnLabels.wins, value: (day) => day.winTotal, mark: 'line' },
  { key: 'rollingTotal', label: columnLabels.rolling, value: (day) => day.rollingTotal, mark: 'line' },
];

/** /partner/analysis: the period's figures by day as a chart, with the same numbers as an accessible table (ui's chart, loaded with this route alone). */
export default function AnalysisPage() {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const read = usePartnerAnalysis(query.period);
  return (
    <PeriodPage page="analysis" query={query}>
      <QueryState query={read} loading={partnerLabels.analysisLoading} keepData>
        {(data) => <AnalysisChart title={partnerPageTitles.analysis} days={data.list} dayOf={(day) => day.day} series={series} period={query.period} />}
      </QueryState>
    </PeriodPage>
  );
}

import { analysisColumns } from './columns';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerAnalysis } from './queries';
import { usePartnerQuery } from './usePartnerQuery';

/** /partner/analysis: the period's figures by day, as an accessible table with its CSV. */
export default function AnalysisPage() {
  const query = usePartnerQuery();
  const read = usePartnerAnalysis(query.period);
  return (
    <PeriodPage page="analysis" query={query}>
      {/* The period's days come whole: one page of them. */}
      <LedgerList
        title={partnerPageTitles.analysis}
        columns={analysisColumns}
        rowKey={(row) => row.day}
        read={read}
        query={query}
        pageSize={Math.max(read.data?.list.length ?? 0, PARTNER_PAGE_SIZE)}
      />
    </PeriodPage>
  );
}

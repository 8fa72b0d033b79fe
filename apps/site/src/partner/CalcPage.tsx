import { settlementColumns } from './columns';
import { columnLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerSettlements } from './queries';
import { usePartnerQuery } from './usePartnerQuery';

/** /partner/calc: the settlement periods (estimate, confirmed, paid, with the carried amounts). */
export default function CalcPage() {
  const query = usePartnerQuery();
  const read = usePartnerSettlements({ ...query.period, page: query.page, perpage: PARTNER_PAGE_SIZE });
  return (
    <PeriodPage page="calc" query={query}>
      <LedgerList
        title={partnerPageTitles.calc}
        columns={settlementColumns}
        rowKey={(row) => row.id}
        read={read}
        query={query}
        periodTotals={(sums) => [
          { label: columnLabels.estimate, amount: sums.estimate },
          { label: columnLabels.confirmed, amount: sums.confirmed },
          { label: columnLabels.paid, amount: sums.paid },
          { label: columnLabels.carried, amount: sums.carried },
        ]}
      />
    </PeriodPage>
  );
}

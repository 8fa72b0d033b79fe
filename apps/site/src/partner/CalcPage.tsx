import { explainSettlement } from '@betkit/domain';
import { FigureExplain } from '@betkit/ui';
import { settlementColumns } from './columns';
import { columnLabels, partnerLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, PARTNER_PERIOD_PRESET } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerSettlements } from './queries';
import { useListQuery } from '../app/useListQuery';
import * as styles from './partner.css';

/** /partner/calc: the settlement periods (estimate, confirmed, paid, with the carried amounts), each one's formula a press away. */
export default function CalcPage() {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
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
      {/* Issue 36: every settlement figure opens its inputs and formula (the domain's explanation of the row shown). */}
      {read.data && read.data.list.length > 0 ? (
        <ul className={styles.explanations} aria-label={partnerLabels.settlementExplanations}>
          {read.data.list.map((row) => (
            <li key={row.id} className={styles.explanation}>
              {row.from} ~ {row.to}
              <FigureExplain figure={partnerLabels.settlementOf(row.from, row.to)} lines={explainSettlement(row)} />
            </li>
          ))}
        </ul>
      ) : null}
    </PeriodPage>
  );
}

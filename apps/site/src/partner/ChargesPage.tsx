import type { PartnerChargeKind } from '@betkit/api';
import { chargeColumns } from './columns';
import { columnLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, PARTNER_PERIOD_PRESET } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerCharges } from './queries';
import { useListQuery } from '../app/useListQuery';

/** /partner/deposit and /partner/withdraw: the members' charge records with the spec's status labels. */
export default function ChargesPage({ kind }: { kind: PartnerChargeKind }) {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const read = usePartnerCharges({ ...query.period, kind, page: query.page, perpage: PARTNER_PAGE_SIZE });
  return (
    <PeriodPage page={kind} query={query}>
      <LedgerList
        title={partnerPageTitles[kind]}
        columns={chargeColumns}
        rowKey={(row) => row.id}
        read={read}
        query={query}
        periodTotals={(sums) => [
          { label: columnLabels.amount, amount: sums.depositAmount },
          { label: columnLabels.completedAmount, amount: sums.completedAmount },
        ]}
      />
    </PeriodPage>
  );
}

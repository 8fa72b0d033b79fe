import type { PartnerChargeKind } from '@betkit/api';
import type { SettlementPeriod } from '@betkit/domain';
import { chargeColumns, chargePeriodTotals } from './columns';
import { useRecommenderCharges } from './queries';
import { RecommenderList } from './RecommenderRead';

/** The deposit tab's read. */
const useDeposits = (period: SettlementPeriod, page: number) => useRecommenderCharges('deposit', period, page);
/** The withdrawal tab's read. */
const useWithdrawals = (period: SettlementPeriod, page: number) => useRecommenderCharges('withdraw', period, page);
const readHooks = { deposit: useDeposits, withdraw: useWithdrawals } as const;

/** /recommender/deposit and /withdraw: the members' deposits or withdrawals in the period, newest first, with the spec's status labels. */
export default function ChargesPage({ kind }: { kind: PartnerChargeKind }) {
  return <RecommenderList key={kind} page={kind} columns={chargeColumns(kind)} rowKey={(row) => row.id} useRead={readHooks[kind]} periodTotals={chargePeriodTotals} />;
}

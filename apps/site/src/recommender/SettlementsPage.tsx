import { settlementColumns, settlementPeriodTotals } from './columns';
import { useRecommenderSettlements } from './queries';
import { RecommenderList } from './RecommenderRead';

/** /recommender/calc: the settlement log of the period's settlement weeks, newest first. */
export default function SettlementsPage() {
  return <RecommenderList page="calc" columns={settlementColumns} periodTotals={settlementPeriodTotals} rowKey={(row) => row.id} useRead={useRecommenderSettlements} />;
}

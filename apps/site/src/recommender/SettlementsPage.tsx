import { settlementColumns } from './columns';
import { useRecommenderSettlements } from './queries';
import { RecommenderList } from './RecommenderRead';

/** /recommender/calc: the settlement log of the period's settlement weeks, newest first. */
export default function SettlementsPage() {
  return <RecommenderList page="calc" columns={settlementColumns} rowKey={(row) => row.id} useRead={useRecommenderSettlements} />;
}

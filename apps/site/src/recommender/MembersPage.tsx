import { memberColumns, memberPeriodTotals } from './columns';
import { useRecommenderMembers } from './queries';
import { RecommenderList } from './RecommenderRead';

/** /recommender/member: the members who joined with the recommender's code, ids masked, with their money in the period. */
export default function MembersPage() {
  return <RecommenderList page="member" columns={memberColumns} periodTotals={memberPeriodTotals} rowKey={(row) => row.id} useRead={useRecommenderMembers} />;
}

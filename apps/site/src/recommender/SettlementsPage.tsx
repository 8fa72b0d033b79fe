import { explainSettlement } from '@betkit/domain';
import { FigureExplain } from '@betkit/ui';
import { settlementColumns, settlementPeriodTotals } from './columns';
import { recommenderLabels as labels } from './labels';
import { useRecommenderSettlements } from './queries';
import { RecommenderList } from './RecommenderRead';
import * as styles from './recommender.css';

/** /recommender/calc: the settlement log of the period's settlement weeks, newest first, each week's formula a press away. */
export default function SettlementsPage() {
  return (
    <RecommenderList
      page="calc"
      columns={settlementColumns}
      rowKey={(row) => row.id}
      useRead={useRecommenderSettlements}
      periodTotals={settlementPeriodTotals}
      below={(rows) => (
        // Issue 36: every settlement figure opens its inputs and formula (the domain's explanation of the row shown).
        <ul className={styles.explanations} aria-label={labels.settlementExplanations}>
          {rows.map((row) => (
            <li key={row.id} className={styles.explanation}>
              {row.from} ~ {row.to}
              <FigureExplain figure={labels.settlementOf(row.from, row.to)} lines={explainSettlement(row)} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

import { explainLosingSettlement, formatBasisPoints, LOSING_BASIS_NAMES } from '@betkit/domain';
import { FigureExplain, LoadState, MoneyText } from '@betkit/ui';
import { recommenderLabels as labels } from './labels';
import { useRecommenderSummary } from './queries';
import { failureText, RecommenderTab } from './RecommenderRead';
import { useRecommenderQuery } from './useRecommenderQuery';
import * as styles from './recommender.css';

/**
 * /recommender/pt: the period's losing settlement (issue 36: base × contract percent, the basis named and its inputs
 * shown; a negative period shown as carried, never hidden), its explanation, and the members' money behind it.
 */
export default function LosingPage() {
  const { period } = useRecommenderQuery();
  const { data, error, isLoading, mutate } = useRecommenderSummary(period);
  return (
    <RecommenderTab page="pt" error={error}>
      {() =>
        !data ? (
          error !== undefined && !isLoading ? (
            <LoadState state="failed" layout="list" message={failureText(error)} onRetry={() => mutate()} />
          ) : (
            <LoadState state="loading" layout="list" message={labels.summaryLoading} />
          )
        ) : (
          <section className={styles.figures} aria-label={labels.figures}>
            <div className={styles.headline}>
              <p className={styles.figureName}>{labels.losing}</p>
              <p className={styles.amount} data-carried={data.losingAmount < 0 || undefined}>
                <MoneyText amount={data.losingAmount} />
                {data.losingAmount < 0 ? <span className={styles.carried}>{labels.carried}</span> : null}
              </p>
              {data.losing ? <FigureExplain figure={labels.losing} lines={explainLosingSettlement(data.losing)} /> : null}
            </div>
            <dl className={styles.list}>
              {data.losing ? (
                <>
                  <dt>{labels.basis}</dt>
                  <dd>{LOSING_BASIS_NAMES[data.losing.inputs.basis]}</dd>
                  <dt>{labels.base}</dt>
                  <dd>
                    <MoneyText amount={data.losing.base} />
                  </dd>
                  <dt>{labels.percent}</dt>
                  <dd>{formatBasisPoints(data.losing.percentBp)}</dd>
                </>
              ) : null}
              <dt>{labels.members}</dt>
              <dd>{data.memberCount}</dd>
              <dt>{labels.deposits}</dt>
              <dd>
                <MoneyText amount={data.depositTotal} />
              </dd>
              <dt>{labels.withdrawals}</dt>
              <dd>
                <MoneyText amount={data.withdrawTotal} />
              </dd>
              <dt>{labels.stakes}</dt>
              <dd>
                <MoneyText amount={data.betTotal} />
              </dd>
              <dt>{labels.wins}</dt>
              <dd>
                <MoneyText amount={data.winTotal} />
              </dd>
            </dl>
          </section>
        )
      }
    </RecommenderTab>
  );
}

import { LoadState, LosingFigure, MoneyText } from '@betkit/ui';
import { recommenderLabels as labels } from './labels';
import { useListQuery } from '../app/useListQuery';
import { RECOMMENDER_PERIOD_PRESET } from './pages';
import { useRecommenderSummary } from './queries';
import { failureText, RecommenderTab } from './RecommenderRead';
import * as styles from './recommender.css';

/**
 * /recommender/pt: the period's losing settlement (issue 36: base × contract percent, the basis named and its inputs
 * shown; a negative period shown as carried, never hidden) as ui's LosingFigure with its explanation, then the base
 * and the members' money behind it.
 */
export default function LosingPage() {
  const { period } = useListQuery(RECOMMENDER_PERIOD_PRESET);
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
            {data.losing ? <LosingFigure losing={data.losing} /> : null}
            <dl className={styles.list}>
              {data.losing ? (
                <>
                  <dt>{labels.base}</dt>
                  <dd>
                    <MoneyText amount={data.losing.base} />
                  </dd>
                </>
              ) : (
                // An answer without the settlement's basis: its amount alone, a negative one in the losing tone.
                <>
                  <dt>{labels.losing}</dt>
                  <dd>
                    <MoneyText amount={data.losingAmount} tone={data.losingAmount < 0 ? 'lose' : 'default'} />
                  </dd>
                </>
              )}
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

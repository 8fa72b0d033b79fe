import { ROLLING_GAME_TYPES, ROLLING_GAME_TYPE_NAMES, settlementPeriodLabel } from '@betkit/domain';
import { MoneyText, PageSection } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { partnerLabels } from './labels';
import { partnerPageTitles } from './pages';
import { usePartnerSummary } from './queries';
import { usePartnerQuery } from './usePartnerQuery';

/** /partner/pt: the period's deposits, withdrawals, stakes, wins, rolling per type, losing settlement and members. */
export default function DashboardPage() {
  const { period } = usePartnerQuery();
  const summary = usePartnerSummary(period);
  return (
    <PageSection title={partnerPageTitles.pt} width="full" intro={settlementPeriodLabel(period)}>
      <QueryState query={summary} loading={partnerLabels.summaryLoading}>
        {(data) => (
          <dl>
            <dt>{partnerLabels.figures.members}</dt>
            <dd>{data.memberCount}</dd>
            <dt>{partnerLabels.figures.deposits}</dt>
            <dd>
              <MoneyText amount={data.depositTotal} />
            </dd>
            <dt>{partnerLabels.figures.withdrawals}</dt>
            <dd>
              <MoneyText amount={data.withdrawTotal} />
            </dd>
            <dt>{partnerLabels.figures.stakes}</dt>
            <dd>
              <MoneyText amount={data.betTotal} />
            </dd>
            <dt>{partnerLabels.figures.wins}</dt>
            <dd>
              <MoneyText amount={data.winTotal} />
            </dd>
            {ROLLING_GAME_TYPES.map((type) => (
              <div key={type}>
                <dt>{partnerLabels.figures.rolling(ROLLING_GAME_TYPE_NAMES[type])}</dt>
                <dd>
                  <MoneyText amount={data.rolling[type]} />
                </dd>
              </div>
            ))}
            <dt>{partnerLabels.figures.losing}</dt>
            <dd>
              <MoneyText amount={data.losingAmount} />
            </dd>
          </dl>
        )}
      </QueryState>
    </PageSection>
  );
}

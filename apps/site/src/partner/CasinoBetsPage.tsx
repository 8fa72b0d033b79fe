import { thirdPartyColumns } from './columns';
import { columnLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, PARTNER_PERIOD_PRESET } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerThirdPartyBets } from './queries';
import { useListQuery } from '../app/useListQuery';

/** /partner/casino_bet_history: the members' third-party (casino and slot) bets. */
export default function CasinoBetsPage() {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const read = usePartnerThirdPartyBets({ ...query.period, page: query.page, perpage: PARTNER_PAGE_SIZE });
  return (
    <PeriodPage page="casino_bet_history" query={query}>
      <LedgerList
        title={partnerPageTitles.casino_bet_history}
        columns={thirdPartyColumns}
        rowKey={(row) => row.id}
        read={read}
        query={query}
        periodTotals={(sums) => [
          { label: columnLabels.bets, amount: sums.betAmount },
          { label: columnLabels.wins, amount: sums.winAmount },
          { label: columnLabels.cancelled, amount: sums.cancelAmount },
        ]}
      />
    </PeriodPage>
  );
}

// The dashboard's figures from the summary answer: the domain's tables and settlements, never sums of the site's own.
import type { PartnerSummary } from '@betkit/api';
import { contractPercentBasisPoints, losingSettlement, rollingRatesOf, sumRollingDays, type SiteUser } from '@betkit/domain';
import type { PartnerFigures } from '@betkit/ui';

/**
 * The summary as ui's figure cards read it. The rolling table is the days' tables summed (the total is the sum of the
 * lines shown); Not in spec: an answer without its losing settlement is settled here on stakes − wins at the contract percent.
 */
export function partnerFigures(summary: PartnerSummary, partner: SiteUser): PartnerFigures {
  return {
    memberCount: summary.memberCount,
    deposits: summary.depositTotal,
    withdrawals: summary.withdrawTotal,
    stakes: summary.betTotal,
    wins: summary.winTotal,
    rolling: sumRollingDays(summary.rollingDays ?? [], rollingRatesOf(partner)),
    losing: summary.losing ?? losingSettlement({ basis: 'netBets', stakes: summary.betTotal, wins: summary.winTotal }, contractPercentBasisPoints(partner)),
    agentLevels: summary.agentLevels,
  };
}

// A partner's period figures for the stories: built by the domain's rules from fixed inputs.
import { losingSettlement, rollingTable } from '@betkit/domain';
import type { PartnerFigures } from './FigureCards';

const rates = { casino: 100, slot: 150, mini: 80, sports: 125, virtual: 50 };

/** A week in which the members lost: the losing settlement is payable. */
export const payableFigures: PartnerFigures = {
  memberCount: 24,
  deposits: 12_500_000,
  withdrawals: 7_300_000,
  stakes: 16_770_000,
  wins: 13_020_000,
  rolling: rollingTable({ casino: 8_400_000, slot: 2_100_000, mini: 950_000, sports: 5_320_000, virtual: 0 }, rates),
  losing: losingSettlement({ basis: 'netDeposits', deposits: 12_500_000, withdrawals: 7_300_000, balanceChange: 410_000 }, 2050),
  agentLevels: { casino: '1차 총판', slot: '1차 총판', mini: '2차 총판', sports: '1차 총판', virtual: '3차 총판', losing: '1차 총판' },
};

/** A week in which the members won: the losing settlement is negative and carried. */
export const carriedFigures: PartnerFigures = {
  ...payableFigures,
  deposits: 3_100_000,
  withdrawals: 4_900_000,
  stakes: 3_200_000,
  wins: 4_150_000,
  rolling: rollingTable({ casino: 1_200_000, slot: 400_000, mini: 0, sports: 1_600_000, virtual: 0 }, rates),
  losing: losingSettlement({ basis: 'netBets', stakes: 3_200_000, wins: 4_150_000 }, 2050),
};

/** A period with no activity. */
export const emptyFigures: PartnerFigures = {
  memberCount: 0,
  deposits: 0,
  withdrawals: 0,
  stakes: 0,
  wins: 0,
  rolling: rollingTable({ casino: 0, slot: 0, mini: 0, sports: 0, virtual: 0 }, rates),
  losing: losingSettlement({ basis: 'netDeposits', deposits: 0, withdrawals: 0, balanceChange: 0 }, 2050),
};

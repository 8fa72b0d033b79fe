// "How was this computed": each figure as its inputs and formula in Korean, from the same values the page shows.
import { formatWon } from '../money';
import { LOSING_BASIS_NAMES, type LosingSettlement } from './losing';
import { formatBasisPoints } from './rates';
import { ROLLING_GAME_TYPE_NAMES, type RollingLine, type RollingTable } from './rolling';

const won = (amount: number) => `${formatWon(amount, 'none')}원`;

/** One rolling line: "스포츠 롤링 = 정산된 베팅 1,234,000원 × 0.5% = 6,170원 (원 미만 버림)". */
export function explainRollingLine(line: RollingLine): string {
  return `${ROLLING_GAME_TYPE_NAMES[line.gameType]} 롤링 = 정산된 베팅 ${won(line.stakes)} × ${formatBasisPoints(line.rateBp)} = ${won(line.rolling)} (원 미만 버림)`;
}

/** The rolling table: every line, then the total as the sum of the lines. */
export function explainRollingTable(table: RollingTable): string[] {
  return [
    '롤링은 취소되지 않고 정산된 베팅에 게임별 요율을 곱한 금액이며, 결과(당첨·낙첨)와 관계없이 지급됩니다.',
    ...table.lines.map(explainRollingLine),
    `롤링 합계 = ${table.lines.map((line) => won(line.rolling)).join(' + ')} = ${won(table.total)}`,
  ];
}

/** A losing settlement: its basis, inputs, formula and whether it is paid or carried. */
export function explainLosingSettlement(settlement: LosingSettlement): string[] {
  const { inputs } = settlement;
  const baseLine =
    inputs.basis === 'netDeposits'
      ? `기준 금액 = 입금 ${won(inputs.deposits)} − 출금 ${won(inputs.withdrawals)} − 보유금 변동 ${won(inputs.balanceChange)} = ${won(settlement.base)}`
      : `기준 금액 = 베팅 ${won(inputs.stakes)} − 당첨 ${won(inputs.wins)} = ${won(settlement.base)}`;
  const outcome =
    settlement.state === 'carried'
      ? '이 기간은 마이너스이므로 지급되지 않고 다음 기간으로 이월됩니다.'
      : settlement.state === 'payable'
        ? '이 금액이 정산 대상입니다.'
        : '정산할 금액이 없습니다.';
  return [
    `루징 정산 기준: ${LOSING_BASIS_NAMES[inputs.basis]}`,
    baseLine,
    `루징 정산 = 기준 금액 ${won(settlement.base)} × 계약 요율 ${formatBasisPoints(settlement.percentBp)} = ${won(settlement.amount)} (원 미만 버림)`,
    outcome,
  ];
}

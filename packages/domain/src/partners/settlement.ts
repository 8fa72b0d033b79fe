// Settlement periods (정산): what a partner is owed for each period and what a negative period carries forward.
// Not in spec: the spec names losingPer, losingAmount and the rolling totals only; the ledger below is ours.
import { formatWon } from '../money';

/** One period's figures as the settlement log shows them, in whole won. */
export interface SettlementFigures {
  /** The period's rolling (the sum of its rolling lines). */
  readonly rolling: number;
  /** The period's losing settlement (negative in a period the members won). */
  readonly losing: number;
  /** rolling + losing, as of now. */
  readonly estimate: number;
  /** The estimate fixed once the period is over; 0 while it runs. */
  readonly confirmed: number;
  /** What was paid: the balance after the carried-in amount, when positive; 0 while the period runs. */
  readonly paid: number;
  /** The balance carried in from the period before (0 or below). */
  readonly carriedIn: number;
  /** The balance carried into the next period (0 or below); 0 while the period runs. */
  readonly carried: number;
  /** 'open' while the period runs, then 'paid' or 'carried'. */
  readonly status: 'open' | 'paid' | 'carried';
}

/** A period to settle: its rolling and losing, and whether it is over. */
export interface SettlementInput {
  readonly rolling: number;
  readonly losing: number;
  readonly closed: boolean;
}

const whole = (value: number) => Math.trunc(value) || 0;

/**
 * One period: the estimate is rolling + losing; a closed period is confirmed at it, and the balance after the
 * carried-in amount is paid when positive or carried into the next period when negative (never hidden).
 */
export function settlePeriod({ rolling, losing, closed }: SettlementInput, carriedIn: number): SettlementFigures {
  const estimate = whole(rolling) + whole(losing);
  const carriedInWhole = Math.min(0, whole(carriedIn));
  const balance = estimate + carriedInWhole;
  if (!closed) return { rolling: whole(rolling), losing: whole(losing), estimate, confirmed: 0, paid: 0, carriedIn: carriedInWhole, carried: 0, status: 'open' };
  return {
    rolling: whole(rolling),
    losing: whole(losing),
    estimate,
    confirmed: estimate,
    paid: Math.max(0, balance),
    carriedIn: carriedInWhole,
    carried: Math.min(0, balance),
    status: balance < 0 ? 'carried' : 'paid',
  };
}

/** A run of periods, oldest first: each carries in what the one before carried out. */
export function settlementLedger(periods: readonly SettlementInput[]): SettlementFigures[] {
  const ledger: SettlementFigures[] = [];
  let carriedIn = 0;
  for (const period of periods) {
    const figures = settlePeriod(period, carriedIn);
    ledger.push(figures);
    carriedIn = figures.carried;
  }
  return ledger;
}

const won = (amount: number) => `${formatWon(amount, 'none')}원`;

/** A settlement period's figures as their formulas in Korean, from the same values the page shows. */
export function explainSettlement(figures: SettlementFigures): string[] {
  const lines = [`예상 정산 = 롤링 ${won(figures.rolling)} + 루징 정산 ${won(figures.losing)} = ${won(figures.estimate)}`];
  if (figures.status === 'open') return [...lines, '진행 중인 기간입니다. 기간이 끝나면 이 금액으로 확정됩니다.'];
  const balance = figures.estimate + figures.carriedIn;
  return [
    ...lines,
    `확정 정산 = ${won(figures.confirmed)}`,
    `정산 잔액 = 확정 ${won(figures.confirmed)} + 이월 ${won(figures.carriedIn)} = ${won(balance)}`,
    figures.status === 'carried'
      ? `잔액이 마이너스이므로 지급 없이 ${won(figures.carried)}을 다음 기간으로 이월합니다.`
      : `잔액 ${won(figures.paid)}을 지급했습니다.`,
  ];
}

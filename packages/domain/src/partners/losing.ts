// Losing settlement (루징): a named base × the contract percent; a negative period is carried, never hidden.
import { applyBasisPoints } from './rates';

/**
 * How the base is taken (Not in spec: the spec names losingPer and losingAmount only):
 * - 'netDeposits': deposits − withdrawals − the change in the members' balances;
 * - 'netBets': settled stakes − wins.
 */
export type LosingBasis = 'netDeposits' | 'netBets';

/** The Korean name of each basis. */
export const LOSING_BASIS_NAMES: Readonly<Record<LosingBasis, string>> = {
  netDeposits: '입금 − 출금 − 보유금 변동',
  netBets: '베팅 − 당첨',
};

/** The inputs of each basis, in whole won. */
export type LosingInputs =
  | { readonly basis: 'netDeposits'; readonly deposits: number; readonly withdrawals: number; readonly balanceChange: number }
  | { readonly basis: 'netBets'; readonly stakes: number; readonly wins: number };

/** A losing settlement: its basis and inputs, the base, the percent and the amount. */
export interface LosingSettlement {
  readonly inputs: LosingInputs;
  /** The base in whole won; negative when the members won. */
  readonly base: number;
  /** The contract percent in hundredths of a percent. */
  readonly percentBp: number;
  /** base × percent, toward zero; negative in a period the members won. */
  readonly amount: number;
  /** 'payable' when the amount is positive, 'carried' when negative (carried into the next period, not paid), 'none' at 0. */
  readonly state: 'payable' | 'carried' | 'none';
}

const whole = (value: number) => Math.trunc(value) || 0;

/** The base of a losing settlement from its inputs. */
export function losingBase(inputs: LosingInputs): number {
  return inputs.basis === 'netDeposits'
    ? whole(inputs.deposits) - whole(inputs.withdrawals) - whole(inputs.balanceChange)
    : whole(inputs.stakes) - whole(inputs.wins);
}

/** Spec §2: the contract percent is "the first non-empty of the level 3, 2 and 1 management target percents" (see contractPercent). */
export function losingSettlement(inputs: LosingInputs, percentBp: number): LosingSettlement {
  const base = losingBase(inputs);
  const bp = Math.max(0, whole(percentBp));
  const amount = applyBasisPoints(base, bp);
  return { inputs, base, percentBp: bp, amount, state: amount > 0 ? 'payable' : amount < 0 ? 'carried' : 'none' };
}

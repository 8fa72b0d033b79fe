// Point and comp conversion, charge status labels and history soft delete
// (site-and-member-services.md sections 3, 4, 5 and 9).

import { parseAmountInput } from './amount-input';
import { chargeStatusLabels, conversionMessages } from '../messages';

/** Spec 9: "Point conversion minimum 5,000". */
export const POINT_CONVERSION_MIN = 5_000;
/** Spec 9: "comp conversion minimum 100". */
export const COMP_CONVERSION_MIN = 100;

/** Spec 5: the point conversion message (below 5,000 or unreadable), or null. Never throws. */
export function pointConversionMessage(points: unknown): string | null {
  const parsed = parseAmountInput(points);
  return parsed.kind === 'whole' && parsed.value >= BigInt(POINT_CONVERSION_MIN) ? null : conversionMessages.pointMinimum;
}

/** Spec 5: the comp conversion message (below 100 or unreadable), or null. Never throws. */
export function compConversionMessage(comp: unknown): string | null {
  const parsed = parseAmountInput(comp);
  return parsed.kind === 'whole' && parsed.value >= BigInt(COMP_CONVERSION_MIN) ? null : conversionMessages.compMinimum;
}

/** Spec 3: depositMode of a charge record (0 deposit, 1 withdrawal). */
export const DEPOSIT_MODE = { deposit: 0, withdrawal: 1 } as const;
/** A charge record's depositMode. */
export type DepositMode = (typeof DEPOSIT_MODE)[keyof typeof DEPOSIT_MODE];

/** Spec 4: charge status codes (0 processing, 1 completed, 2 cancelled; other = error). */
export const CHARGE_STATUS = { processing: 0, completed: 1, cancelled: 2 } as const;

/** Spec 4: the status label of a charge record for its mode; unknown codes read as error. */
export function chargeStatusLabel(status: unknown, depositMode: DepositMode): string {
  if (status === CHARGE_STATUS.processing) {
    return depositMode === DEPOSIT_MODE.withdrawal ? chargeStatusLabels.withdrawalProcessing : chargeStatusLabels.depositProcessing;
  }
  if (status === CHARGE_STATUS.completed) return chargeStatusLabels.completed;
  if (status === CHARGE_STATUS.cancelled) return chargeStatusLabels.cancelled;
  return chargeStatusLabels.error;
}

/** Spec 3: userDisplayFlag values of a history row (1 shown, 0 hidden). */
export const USER_DISPLAY_FLAG = { shown: 1, hidden: 0 } as const;

/** The part of a history row the soft delete reads and writes. */
export interface DisplayFlagged {
  /** Spec 3: 1 shown, 0 soft-deleted. */
  readonly userDisplayFlag: number;
}

/** Spec 4: "userDisplayFlag 1 to 0 is a soft delete" — a copy of the row, hidden. */
export function softDeleteRow<T extends DisplayFlagged>(row: T): T {
  return { ...row, userDisplayFlag: USER_DISPLAY_FLAG.hidden };
}

/** Spec 7: the body of PUT /charge/{id} that hides one row. */
export function softDeletePayload(id: number): { id: number; userDisplayFlag: 0 } {
  return { id, userDisplayFlag: USER_DISPLAY_FLAG.hidden };
}

/** The rows the member still sees (userDisplayFlag 1). */
export function visibleRows<T extends DisplayFlagged>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.userDisplayFlag === USER_DISPLAY_FLAG.shown);
}

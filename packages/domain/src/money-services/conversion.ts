// Point and comp conversion, charge status labels and history soft delete
// (site-and-member-services.md sections 3, 4, 5 and 9).

import { parseAmountInput, wholeWonAmount } from './amount-input';
import type { CompEntry, PointEntry } from '../site-entities';
import { formatHistoryTime } from '../accounts/formats';
import { parseServerTime } from '../time';
import { chargeStatusLabels, conversionMessages, serverTextOr } from '../messages';

/** Spec 9: "Point conversion minimum 5,000". */
export const POINT_CONVERSION_MIN = 5_000;
/** Spec 9: "comp conversion minimum 100". */
export const COMP_CONVERSION_MIN = 100;

/** Which balance a conversion turns into money. */
export type ConversionKind = 'point' | 'comp';

/** Spec 9: the minimum of each conversion (points 5,000, comps 100). */
export const CONVERSION_MIN: Readonly<Record<ConversionKind, number>> = { point: POINT_CONVERSION_MIN, comp: COMP_CONVERSION_MIN };

/**
 * Spec 5: the conversion message of an amount (below the minimum or unreadable), or null. With `held`, an amount
 * above what the member holds gets '보유 포인트가 부족합니다.' / '보유 콤프가 부족합니다.' (Not in spec: the server
 * refuses it; the form says so first). Never throws.
 */
export function conversionMessage(kind: ConversionKind, amount: unknown, held?: number): string | null {
  const parsed = parseAmountInput(amount);
  if (parsed.kind !== 'whole' || parsed.value < BigInt(CONVERSION_MIN[kind])) {
    return kind === 'point' ? conversionMessages.pointMinimum : conversionMessages.compMinimum;
  }
  if (held !== undefined && parsed.value > BigInt(Math.max(0, Math.floor(Number.isFinite(held) ? held : 0)))) {
    return kind === 'point' ? conversionMessages.pointAboveHeld : conversionMessages.compAboveHeld;
  }
  return null;
}

/** Spec 5: the point conversion message (below 5,000 or unreadable; above `held` when given), or null. Never throws. */
export function pointConversionMessage(points: unknown, held?: number): string | null {
  return conversionMessage('point', points, held);
}

/** Spec 5: the comp conversion message (below 100 or unreadable; above `held` when given), or null. Never throws. */
export function compConversionMessage(comp: unknown, held?: number): string | null {
  return conversionMessage('comp', comp, held);
}

/** Spec 8: a conversion's success text ('point conversion success' / 'comp conversion success'). */
export function conversionSuccessMessage(kind: ConversionKind): string {
  return kind === 'point' ? conversionMessages.pointConverted : conversionMessages.compConverted;
}

/** Spec 8: a failed conversion shows the server's text, else '문제가 발생했습니다. 관리자에게 문의해주세요.'. */
export function conversionErrorMessage(serverText: unknown): string {
  return serverTextOr(serverText, conversionMessages.errorFallback);
}

/** Spec 7: the whole amount of a valid conversion, as a safe integer for the request body; null when not one. */
export function conversionAmount(kind: ConversionKind, amount: unknown): number | null {
  return conversionMessage(kind, amount) === null ? wholeWonAmount(amount) : null;
}

/** Spec 2: the point and comp dialogs list the latest 10 entries. */
export const CONVERSION_HISTORY_SIZE = 10;

/** One row of the point or comp dialog: time, content, amount, held total. */
export interface ConversionHistoryRow {
  /** When (the server's Korean-time text). */
  readonly createdAt: string;
  /** Spec 2: the time column, "MM-DD HH:mm" in Asia/Seoul; '' when the server's time is unreadable. */
  readonly time: string;
  /** Content (pointMemo / compMemo). */
  readonly memo: string;
  /** Points or comps added (negative when taken). */
  readonly amount: number;
  /** The held total after it (totalPoint / totalComp). */
  readonly total: number;
}

const toNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** Spec 2: the latest 10 point or comp entries as dialog rows (the server answers newest first); junk reads as none. */
export function latestConversionRows(kind: ConversionKind, entries: unknown): ConversionHistoryRow[] {
  if (!Array.isArray(entries)) return [];
  return entries.slice(0, CONVERSION_HISTORY_SIZE).map((raw: Partial<PointEntry & CompEntry> | null) => {
    const entry = raw ?? {};
    const createdAt = String(entry.createdAt ?? '');
    const instant = parseServerTime(createdAt);
    const time = instant === undefined ? '' : formatHistoryTime(instant);
    return kind === 'point'
      ? { createdAt, time, memo: String(entry.pointMemo ?? ''), amount: toNumber(entry.point), total: toNumber(entry.totalPoint) }
      : { createdAt, time, memo: String(entry.compMemo ?? ''), amount: toNumber(entry.comp), total: toNumber(entry.totalComp) };
  });
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

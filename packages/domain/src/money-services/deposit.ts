// Deposit rules (site-and-member-services.md sections 5 and 9).

import { parseAmountInput, positiveIntegerOr } from './amount-input';
import { depositMessages, depositUnitMessage } from '../messages';

/** Spec 9: "Deposit minimum 10,000". */
export const DEPOSIT_MIN_AMOUNT = 10_000;
/** Spec 9: "multiple of 1,000" — the validated default unit (DESIGN decision). */
export const DEFAULT_DEPOSIT_UNIT = 1_000;
/** Spec ambiguity: "the rules text speaks of 10,000 units" — the other reading, for the rules box or as a setting. */
export const DEPOSIT_UNIT_RULES_TEXT = 10_000;
/** Spec ambiguity: "maximum bonus stated as 500,000 won (an earlier reading says 50,000)"; 500,000 is the default setting. */
export const DEFAULT_MAX_DEPOSIT_BONUS = 500_000;
/** Spec ambiguity: the earlier reading of the maximum bonus. */
export const MAX_DEPOSIT_BONUS_EARLIER_READING = 50_000;
/** Spec 9: "Deposit quick-add amounts: 10k, 30k, 50k, 100k, 200k, 500k, 1M, 5M". */
export const DEPOSIT_QUICK_ADD_AMOUNTS = [
  10_000, 30_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000,
] as const;
/** Spec 9: "mobile adds 2M". */
export const MOBILE_EXTRA_QUICK_ADD_AMOUNT = 2_000_000;
/** Spec 9: "Mobile deposit shows 4 preset buttons per row". */
export const MOBILE_DEPOSIT_PRESETS_PER_ROW = 4;

/** Deposit settings: the validated unit and the maximum bonus, both in won. */
export interface DepositSettings {
  /** Amounts must be a whole multiple of this (default 1,000). */
  readonly unit: number;
  /** The maximum deposit bonus (default 500,000). */
  readonly maxBonus: number;
}

/** The default deposit settings (DESIGN decisions). */
export const DEFAULT_DEPOSIT_SETTINGS: DepositSettings = {
  unit: DEFAULT_DEPOSIT_UNIT,
  maxBonus: DEFAULT_MAX_DEPOSIT_BONUS,
};

/** What the deposit form holds when submitted: the chosen bonus (event) and the typed amount. */
export interface DepositForm {
  /** The chosen bonus event id; null, undefined, NaN or a blank string mean none chosen. */
  readonly bonus?: unknown;
  /** The typed amount (string from the field, or a number). */
  readonly amount?: unknown;
}

/** Whether a bonus value counts as chosen. */
export function isBonusChosen(bonus: unknown): boolean {
  if (bonus === null || bonus === undefined) return false;
  if (typeof bonus === 'number') return !Number.isNaN(bonus);
  if (typeof bonus === 'string') return bonus.trim() !== '';
  return true;
}

/**
 * Spec 5: the deposit checks in order (bonus chosen, digits only, no decimals, at least 10,000,
 * multiple of the unit); the first failing message, or null when the deposit may be sent. Never throws.
 */
export function depositMessage(form: DepositForm | null | undefined, settings?: Partial<DepositSettings>): string | null {
  if (!isBonusChosen(form?.bonus)) return depositMessages.selectBonus;
  const parsed = parseAmountInput(form?.amount);
  if (parsed.kind === 'notDigits') return depositMessages.digitsOnly;
  if (parsed.kind === 'fraction') return depositMessages.noDecimals;
  if (parsed.value < BigInt(DEPOSIT_MIN_AMOUNT)) return depositMessages.minimum;
  const unit = positiveIntegerOr(settings?.unit, DEFAULT_DEPOSIT_UNIT);
  if (parsed.value % BigInt(unit) !== 0n) return depositUnitMessage(unit);
  return null;
}

/** Spec 5: "The deposit password must match the member's own"; the mismatch message or null. */
export function depositPasswordMessage(entered: unknown, own: unknown): string | null {
  if (typeof entered !== 'string' || typeof own !== 'string' || entered === '' || entered !== own) {
    return depositMessages.passwordMismatch;
  }
  return null;
}

/** The depositor name's message when it is blank or not text, else null (spec 7: depositName is sent). */
export function depositorNameMessage(name: unknown): string | null {
  return typeof name === 'string' && name.trim() !== '' ? null : depositMessages.depositorNameRequired;
}

/** Spec 9: the quick-add amounts in button order; on mobile 2M is added between 1M and 5M. */
export function depositQuickAddAmounts(mobile: boolean): readonly number[] {
  if (!mobile) return DEPOSIT_QUICK_ADD_AMOUNTS;
  return [...DEPOSIT_QUICK_ADD_AMOUNTS, MOBILE_EXTRA_QUICK_ADD_AMOUNT].sort((a, b) => a - b);
}

/** Adds a quick-add amount to the typed amount; an unreadable or fractional amount counts as 0. */
export function addQuickAmount(current: unknown, add: number): string {
  const parsed = parseAmountInput(current);
  const base = parsed.kind === 'whole' ? parsed.value : 0n;
  const extra = parseAmountInput(add);
  return String(base + (extra.kind === 'whole' ? extra.value : 0n));
}

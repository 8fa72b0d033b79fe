// The amount field, the amount auto-clamp and the quick-add buttons (betting-core.md section 5).
import { AMOUNT_STEP, QUICK_ADD_AMOUNTS } from '../constants';
import { bettingMessages } from '../messages';
import { formatWon } from '../money';
import { oddsInHundredths } from '../odds';
import { readBetLimits } from './bet-limits';
import { toFiniteNumber, toNonNegativeWon } from './read';

/** What the amount field's text holds: nothing, a number (not yet validated), or something that is not a number. */
export type ParsedAmount =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'not-a-number' };

/** The amount field's verdict: the whole-won amount, or the spec's message. */
export type AmountFieldResult =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly message: string };

// The field shows thousands separators and a won-sign suffix, so both may come back in the text;
// a plain decimal is accepted so that "12.5" reaches the integer rule instead of "not a number".
const SEPARATORS = /[,\s]/g;
const WON_MARKS = /^₩|(?:₩|원)$/g;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Reads the amount field's text ('12,000', '12,000₩', 12000); blank is empty, letters or NaN are not a number. */
export function parseAmountInput(text: unknown): ParsedAmount {
  if (text === undefined || text === null) return { kind: 'empty' };
  if (typeof text === 'number') {
    return Number.isFinite(text) ? { kind: 'number', value: text } : { kind: 'not-a-number' };
  }
  if (typeof text !== 'string') return { kind: 'not-a-number' };
  const compact = text.replace(SEPARATORS, '').replace(WON_MARKS, '');
  if (compact === '') return { kind: 'empty' };
  if (!DECIMAL.test(compact)) return { kind: 'not-a-number' };
  // Number() of a matched decimal is finite unless it has hundreds of digits; that is not a number either.
  const value = Number(compact);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'not-a-number' };
}

/**
 * Validates the amount field: required ('베팅액수를 입력해주세요.'), then an integer of 0 or more
 * ('베팅은 0원 이상 가능합니다.'). Huge integers pass here; submit check 5 refuses them with the max bet.
 */
export function validateAmountField(input: unknown): AmountFieldResult {
  const parsed = parseAmountInput(input);
  if (parsed.kind === 'empty') return { ok: false, message: bettingMessages.amountRequired };
  // Not in spec: text that is no number at all gets its own message instead of the integer one.
  if (parsed.kind === 'not-a-number') return { ok: false, message: bettingMessages.amountNotANumber };
  if (parsed.value < 0 || !Number.isInteger(parsed.value)) {
    return { ok: false, message: bettingMessages.amountNonNegativeInteger };
  }
  // `+ 0` turns -0 into 0 so the field never shows "-0".
  return { ok: true, amount: parsed.value + 0 };
}

/** The amount as the field shows it: thousands separators, won sign as suffix ("12,000₩"); null is blank. */
export function formatAmountField(amount: number | null): string {
  return amount === null ? '' : formatWon(amount, 'suffix');
}

/** An amount (number or field text) as whole won of 0 or more; blank, junk and negatives are 0. */
function amountInWon(value: unknown): number {
  const parsed = parseAmountInput(value);
  return parsed.kind === 'number' ? toNonNegativeWon(parsed.value) : 0;
}

/** Largest multiple of the amount step (10 won) not above a whole-won amount. */
function floorToStep(amount: number): number {
  return amount - (amount % AMOUNT_STEP);
}

/** What the auto-clamp needs: the member's balance, the limits and the slip's total odds. */
export interface ClampContext {
  /** The member's money in won. Missing or junk counts as 0: an unknown balance stakes nothing. */
  readonly emoney: number;
  /** The max bet in won; missing or junk uses the default 2,000,000. */
  readonly maxBet: number;
  /** The max winnings in won; missing or junk uses the default 5,000,000. */
  readonly maxWinnings: number;
  /** The slip's total odds; 0 (empty slip) or junk sets no winnings bound. */
  readonly totalOdds: number;
}

/** The largest stake whose expected winnings (floor(stake × odds in hundredths / 100)) stay within `maxWinnings`. */
function stakeForMaxWinnings(maxWinnings: number, totalOdds: number): number {
  const hundredths = oddsInHundredths(totalOdds);
  if (hundredths <= 0) return Number.MAX_SAFE_INTEGER;
  const cap = Math.min(Math.floor(maxWinnings), Number.MAX_SAFE_INTEGER);
  // floor(a·h/100) ≤ W  ⇔  a·h ≤ 100·W + 99. BigInt keeps it exact for any limit a setting can hold.
  const stake = (BigInt(cap) * 100n + 99n) / BigInt(hundredths);
  return Math.min(Number(stake), Number.MAX_SAFE_INTEGER);
}

/**
 * The amount auto-clamp (spec section 5): at most the balance, at most the max bet, and down to a
 * multiple of 10 so that expected winnings do not exceed the max winnings. Always a whole, non-negative
 * multiple of 10; field text ('12,345') is read, junk clamps to 0.
 */
export function clampAmount(amount: unknown, context: ClampContext): number {
  const ctx: Partial<ClampContext> = context ?? {};
  const { maxBet, maxWinnings } = readBetLimits(ctx);
  const odds = toFiniteNumber(ctx.totalOdds) ?? 0;
  const bounded = Math.min(
    amountInWon(amount),
    toNonNegativeWon(ctx.emoney),
    toNonNegativeWon(maxBet),
    stakeForMaxWinnings(maxWinnings, odds),
  );
  return floorToStep(bounded);
}

/** The quick-add buttons in display order: six amounts, then HALF, MAX and clear (spec section 9). */
export const QUICK_ADD_BUTTONS = [...QUICK_ADD_AMOUNTS, 'HALF', 'MAX', 'CLEAR'] as const;

/** One quick-add button. */
export type QuickAddButton = (typeof QUICK_ADD_BUTTONS)[number];

/** What quick-add caps against: the member's balance and the max bet, in won. */
export interface QuickAddContext {
  /** The member's money in won; junk counts as 0. */
  readonly emoney: number;
  /** The max bet in won; junk uses the default 2,000,000. */
  readonly maxBet: number;
}

/**
 * The amount after a quick-add button. Amount buttons add to the current amount; MAX is the smaller of
 * max bet and balance; HALF is half the balance (within the max bet); CLEAR is 0. Every result is capped
 * at balance and max bet and floored to a multiple of 10 (the auto-clamp's first two rules); the winnings
 * bound needs the slip's odds and stays with `clampAmount`.
 */
export function quickAdd(current: unknown, button: QuickAddButton, context: QuickAddContext): number {
  const ctx: Partial<QuickAddContext> = context ?? {};
  const emoney = toNonNegativeWon(ctx.emoney);
  const ceiling = Math.min(emoney, toNonNegativeWon(readBetLimits(ctx).maxBet));
  if (button === 'CLEAR') return 0;
  // Spec ambiguity: "MAX gives the max bet or the whole balance" — whichever is smaller, since a stake
  // above the balance cannot be paid and one above the max bet is refused by check 5.
  if (button === 'MAX') return floorToStep(ceiling);
  // Spec ambiguity: "HALF gives half" — half of the balance (not of the current amount), floored to 10 won.
  if (button === 'HALF') return floorToStep(Math.min(Math.floor(emoney / 2), ceiling));
  // Not in spec: a button outside the list (from untyped callers) adds nothing.
  const added = typeof button === 'number' && (QUICK_ADD_AMOUNTS as readonly number[]).includes(button) ? button : 0;
  // Spec ambiguity: amount buttons add (5,000 then 10,000 gives 15,000) and stop at the balance or max bet.
  return floorToStep(Math.min(amountInWon(current) + added, ceiling));
}

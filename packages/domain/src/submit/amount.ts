// The amount field, the amount auto-clamp and the quick-add buttons (betting-core.md section 5).
import { AMOUNT_STEP, QUICK_ADD_AMOUNTS } from '../constants';
import { bettingMessages } from '../messages/betting';
import { formatWon } from '../money';
import { oddsInHundredths } from '../odds';
import { formatLimit, readBetLimits, type BettingLimits } from '../limits';
import { isRecord, toFiniteNumber, toNonNegativeWon } from './read';

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

/** What the auto-clamp and quick-add need: the member's balance, the limits and the slip's total odds. */
export interface ClampContext {
  /**
   * The member's money in won. Junk counts as 0: an unknown balance stakes nothing. `null` is a guest,
   * who has no balance yet: it bounds nothing, and submit check 1 asks for the login first.
   */
  readonly emoney: number | null;
  /** The max bet in won; missing or junk uses the default 2,000,000. */
  readonly maxBet: number;
  /** The max winnings in won; missing or junk uses the default 5,000,000. */
  readonly maxWinnings?: number;
  /**
   * The slip's total odds as displayed (every price, bonus included, floored to 2 decimals), so the
   * clamped stake's expected winnings are the ones the slip shows. Missing, 0 (empty slip) or junk
   * sets no winnings bound.
   */
  readonly totalOdds?: number;
  /** The min bet in won; missing or junk uses the default 5,000. A ceiling below it is never filled in. */
  readonly minBet?: number;
}

/** What quick-add caps against: the same bounds as the auto-clamp. */
export type QuickAddContext = ClampContext;

/** A bound on the stake: the max bet (check 5), the max winnings (check 6) or the balance. */
type StakeBound = 'maxBet' | 'maxWinnings' | 'emoney';

/** One bound on the stake and the largest stake it allows (not yet floored to 10 won). */
interface Bound {
  readonly bound: StakeBound;
  readonly amount: number;
}

/** The bounds on a stake, read defensively from the context (junk never lifts a bound). */
interface StakeBounds {
  /** The limits, defaults in place of junk. */
  readonly limits: BettingLimits;
  /** The balance, or null for a guest. */
  readonly emoney: number | null;
  /** The bounds in submit-check order: max bet (5), max winnings (6), then the balance. */
  readonly bounds: readonly Bound[];
  /** The largest stake all bounds allow, floored to 10 won. */
  readonly ceiling: number;
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

/** The max bet, the max winnings at the slip's odds and the balance, and the ceiling they set. */
function stakeBounds(context: unknown): StakeBounds {
  const ctx: Partial<Record<keyof ClampContext, unknown>> = isRecord(context) ? context : {};
  const limits = readBetLimits(ctx);
  const emoney = ctx.emoney === null ? null : toNonNegativeWon(ctx.emoney);
  const bounds: Bound[] = [
    { bound: 'maxBet', amount: toNonNegativeWon(limits.maxBet) },
    { bound: 'maxWinnings', amount: stakeForMaxWinnings(limits.maxWinnings, toFiniteNumber(ctx.totalOdds) ?? 0) },
  ];
  if (emoney !== null) bounds.push({ bound: 'emoney', amount: emoney });
  const ceiling = floorToStep(Math.min(...bounds.map((bound) => bound.amount)));
  return { limits, emoney, bounds, ceiling };
}

/** True when no stake of at least the min bet fits every bound. */
function belowMinimum({ ceiling, limits }: StakeBounds): boolean {
  return ceiling < limits.minBet;
}

/** Why no stake of at least the min bet fits: the first bound (in check order) below it, in the words of its check. */
function noStakeMessage({ bounds, limits }: StakeBounds): string {
  const binding = bounds.find((bound) => floorToStep(bound.amount) < limits.minBet)?.bound;
  if (binding === 'maxBet') return bettingMessages.aboveMaximum(formatLimit(limits.maxBet));
  if (binding === 'maxWinnings') return bettingMessages.aboveMaxWinnings(formatLimit(limits.maxWinnings));
  return bettingMessages.balanceBelowMinimum(formatLimit(limits.minBet));
}

/**
 * The amount auto-clamp (spec section 5): at most the balance, at most the max bet, and down to a
 * multiple of 10 so that expected winnings do not exceed the max winnings. Always a whole, non-negative
 * multiple of 10; field text ('12,345') is read, junk clamps to 0. It may fall below the min bet:
 * callers that fill the field use `clampStake`, which refuses to do that silently.
 */
export function clampAmount(amount: unknown, context: ClampContext): number {
  return Math.min(floorToStep(amountInWon(amount)), stakeBounds(context).ceiling);
}

/**
 * The auto-clamp as the amount field applies it: the clamped stake, or — when the amount is above a
 * bound that leaves less than the min bet, so clamping would silently give a stake the site refuses —
 * the reason instead (the max-bet or max-winnings text of checks 5 and 6, or the balance text).
 */
export function clampStake(amount: unknown, context: ClampContext): AmountFieldResult {
  const stake = stakeBounds(context);
  const wanted = floorToStep(amountInWon(amount));
  // Not in spec: the clamp never lowers an amount below the min bet; the member is told why instead.
  if (wanted > stake.ceiling && belowMinimum(stake)) return { ok: false, message: noStakeMessage(stake) };
  return { ok: true, amount: Math.min(wanted, stake.ceiling) };
}

/** The bound's check text, the one the submit checks would show for an amount above it. */
function boundMessage(bound: StakeBound, { limits, emoney }: StakeBounds): string {
  if (bound === 'maxBet') return bettingMessages.aboveMaximum(formatLimit(limits.maxBet));
  if (bound === 'maxWinnings') return bettingMessages.aboveMaxWinnings(formatLimit(limits.maxWinnings));
  return bettingMessages.aboveBalance(formatLimit(emoney ?? 0));
}

/**
 * Why the auto-clamp lowered `amount`: the check text of the bound that binds (max bet, max winnings, then the balance,
 * in check order), or null when the clamp leaves the amount as it is or refuses it (`clampStake`'s reason then).
 */
export function stakeClampReason(amount: unknown, context: ClampContext): string | null {
  const stake = stakeBounds(context);
  const wanted = floorToStep(amountInWon(amount));
  if (wanted <= stake.ceiling || belowMinimum(stake)) return null;
  const binding = stake.bounds.find((bound) => floorToStep(bound.amount) === stake.ceiling);
  return binding === undefined ? null : boundMessage(binding.bound, stake);
}

/** The quick-add buttons in display order: six amounts, then HALF, MAX and clear (spec section 9). */
export const QUICK_ADD_BUTTONS = [...QUICK_ADD_AMOUNTS, 'HALF', 'MAX', 'CLEAR'] as const;

/** One quick-add button. */
export type QuickAddButton = (typeof QUICK_ADD_BUTTONS)[number];

/**
 * The amount after a quick-add button. Amount buttons add to the current amount; MAX is the largest
 * stake the slip allows; HALF is half the balance; CLEAR is 0. Every result goes through the
 * auto-clamp's three bounds (balance, max bet, max winnings at the slip's displayed odds) and is a
 * multiple of 10, so a filled amount is never refused by checks 5 and 6 or by the balance.
 * When those bounds leave less than the min bet, no button but CLEAR fills anything: the result is the
 * reason instead (a stake under the min bet would only be refused by check 3).
 */
export function quickAdd(current: unknown, button: QuickAddButton, context: QuickAddContext): AmountFieldResult {
  if (button === 'CLEAR') return { ok: true, amount: 0 };
  const stake = stakeBounds(context);
  const { ceiling, emoney } = stake;
  // Not in spec: a bound below the min bet leaves no stake the site takes; saying so beats filling one it refuses.
  if (belowMinimum(stake)) return { ok: false, message: noStakeMessage(stake) };
  // Spec ambiguity: "MAX gives the max bet or the whole balance" — whichever is smaller, and within the
  // max winnings too (the spec's auto-clamp), since check 6 would refuse anything above.
  if (button === 'MAX') return { ok: true, amount: ceiling };
  // Spec ambiguity: "HALF gives half" — half of the balance (not of the current amount), floored to 10
  // won; a guest has no balance yet, so it is half of the largest stake.
  if (button === 'HALF') {
    return { ok: true, amount: Math.min(floorToStep(Math.floor((emoney ?? ceiling) / 2)), ceiling) };
  }
  // Not in spec: a button outside the list (from untyped callers) adds nothing.
  const added = typeof button === 'number' && (QUICK_ADD_AMOUNTS as readonly number[]).includes(button) ? button : 0;
  // Spec ambiguity: amount buttons add (5,000 then 10,000 gives 15,000) and stop at the largest stake.
  return { ok: true, amount: Math.min(floorToStep(amountInWon(current) + added), ceiling) };
}

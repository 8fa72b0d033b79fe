// Rates held exactly as hundredths of a percent (basis points): 20.5 % is 2050, never 0.205 × stake in floats.

/** Basis points in 100 %. */
export const FULL_RATE_BP = 10_000;

/**
 * A percent as the server writes it (20.5, '20.5', '3') in hundredths of a percent; undefined for
 * empty or junk. Not in spec: a finer percent is rounded to the nearest hundredth; negatives read as 0.
 */
export function percentToBasisPoints(percent: unknown): number | undefined {
  if (percent === null || percent === undefined || (typeof percent === 'string' && percent.trim() === '')) return undefined;
  const value = typeof percent === 'number' ? percent : typeof percent === 'string' ? Number(percent.trim()) : Number.NaN;
  if (!Number.isFinite(value)) return undefined;
  return Math.max(0, Math.round(value * 100));
}

/** Basis points written as a percent ('20.5%', '3%'). */
export function formatBasisPoints(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = Math.abs(bp % 100);
  const sign = bp < 0 && whole === 0 ? '-' : '';
  return `${sign}${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`}%`;
}

/**
 * amount × bp / 10,000, rounded toward zero, exact for any safe-integer amount (the product is split
 * so it never leaves the safe-integer range). Not in spec: a negative base rounds toward zero too,
 * so a loss and a gain of the same size mirror each other.
 */
export function applyBasisPoints(amount: number, bp: number): number {
  const sign = Math.sign(amount) * Math.sign(bp);
  const [a, b] = [Math.abs(Math.trunc(amount)), Math.abs(Math.trunc(bp))];
  const high = Math.floor(a / FULL_RATE_BP) * b;
  const low = Math.floor(((a % FULL_RATE_BP) * b) / FULL_RATE_BP);
  return sign * (high + low) || 0;
}

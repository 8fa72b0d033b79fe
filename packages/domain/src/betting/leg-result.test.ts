import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryLeg, HistorySlip, HistorySlipTitle } from '../entities';
import { countsAsWin, legResult, slipSettlement, slipWinAmount, totalWinAmount } from './leg-result';

/** A leg of a history slip with the given result flag and price. */
function leg(flag: number | null | undefined, price: number | string): HistoryLeg {
  return {
    startdate: '2024-05-01 19:00:00',
    league_name: 'K리그1',
    sports_name: '축구',
    sports_betting_home_participants_name: '울산',
    sports_betting_away_participants_name: '전북',
    sports_betting_market_name: '1X2',
    sports_betting_bet_name: '1',
    sports_betting_bet_price: price,
    sports_betting_win_flag: flag,
  };
}

/** A slip whose title (first leg) carries the stake, settlement flag and name. */
function slip(
  amount: number,
  legs: readonly HistoryLeg[],
  fields: Partial<HistorySlipTitle> = {},
): HistorySlip {
  const [first, ...rest] = legs;
  const title: HistorySlipTitle = { ...(first ?? leg(undefined, 1)), id: 1, created_at: '2024-05-01 18:00:00', amount, ...fields };
  return [title, ...rest];
}

describe('legResult (spec section 4: leg result flag)', () => {
  it.each([
    [-1, 'cancelled', '취소', 'cancel'],
    [1, 'lost', '낙첨', 'lost'],
    [2, 'won', '적중', 'won'],
    [3, 'special', '적특', 'refund'],
    [4, 'half-lost', '반패', 'lost'],
    [5, 'half-won', '반승', 'won'],
  ] as const)('given flag %s, it is %s shown as %s', (flag, state, label, tone) => {
    expect(legResult(flag)).toEqual({ state, label, tone });
    expect(legResult(String(flag))).toEqual({ state, label, tone });
  });

  it('given flag 3, the label is exactly 적특 (hit-special)', () => {
    expect(legResult(3).label).toBe('적특');
  });

  it("given a pending leg without a status name, it shows '대기'", () => {
    for (const flag of [0, 6, undefined, null, 'x', 2.5]) {
      expect(legResult(flag)).toEqual({ state: 'pending', label: '대기', tone: 'pending' });
    }
    expect(legResult(undefined, '   ')).toEqual({ state: 'pending', label: '대기', tone: 'pending' });
    expect(legResult(undefined, 42)).toEqual({ state: 'pending', label: '대기', tone: 'pending' });
  });

  it('given a pending leg with a status name, it shows the status name', () => {
    expect(legResult(undefined, '진행중')).toEqual({ state: 'pending', label: '진행중', tone: 'pending' });
  });

  it("given a status name containing '취소', it is the yellow cancel tone", () => {
    expect(legResult(null, '경기취소')).toEqual({ state: 'pending', label: '경기취소', tone: 'cancel' });
    expect(legResult(0, '취소')).toMatchObject({ tone: 'cancel' });
  });

  it('given a settled flag, the status name is ignored', () => {
    expect(legResult(2, '경기취소').label).toBe('적중');
  });

  it('never throws and always gives a label (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (flag, name) => {
        const result = legResult(flag, name);
        expect(result.label.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('slipSettlement (spec: settlement name is 대기 (pending) or settled)', () => {
  it("given settlement name '대기', the slip is pending", () => {
    expect(slipSettlement({ settlement_name: '대기' })).toBe('pending');
    expect(slipSettlement({ settlement_name: ' 대기 ' })).toBe('pending');
  });
  it('given any other name, or none, the slip is settled', () => {
    expect(slipSettlement({ settlement_name: '적중' })).toBe('settled');
    expect(slipSettlement({ settlement_name: null })).toBe('settled');
    expect(slipSettlement({})).toBe('settled');
    expect(slipSettlement(null)).toBe('settled');
    expect(slipSettlement(undefined)).toBe('settled');
  });
});

describe('slipWinAmount (stake × effective odds, floored)', () => {
  it('given a won double of 1.85 and 2.10 for 10,000 won, wins 38,800 (odds 3.88)', () => {
    expect(slipWinAmount(slip(10_000, [leg(2, 1.85), leg(2, 2.1)]))).toBe(38_800);
  });
  it('given a won leg and a 적특 leg, the 적특 leg counts at 1', () => {
    expect(slipWinAmount(slip(5_000, [leg(2, 1.99), leg(3, 3.5)]))).toBe(9_950);
  });
  it('given a lost leg, wins 0', () => {
    expect(slipWinAmount(slip(5_000, [leg(2, 1.99), leg(1, 3.5)]))).toBe(0);
  });
  it('given a malformed slip, wins 0 and never throws', () => {
    expect(slipWinAmount([])).toBe(0);
    expect(slipWinAmount(null as never)).toBe(0);
    expect(slipWinAmount([null])).toBe(0);
    expect(slipWinAmount(slip(Number.NaN, [leg(2, 2)]))).toBe(0);
    expect(slipWinAmount(slip('5000' as never, [leg(2, 2)]))).toBe(10_000);
  });
  it('given a huge stake, stays a safe integer', () => {
    expect(slipWinAmount(slip(1e300, [leg(2, 2)]))).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('totalWinAmount (spec: slips with settlement_flag 1 count toward the total win amount)', () => {
  const won = slip(10_000, [leg(2, 1.85), leg(2, 2.1)], { settlement_flag: 1, settlement_name: '적중' });
  const lost = slip(10_000, [leg(1, 1.85)], { settlement_flag: 2, settlement_name: '낙첨' });
  const pending = slip(10_000, [leg(undefined, 1.5)], { settlement_flag: 0, settlement_name: '대기' });

  it('given one winning slip among others, sums only the winning one', () => {
    expect(totalWinAmount([won, lost, pending])).toBe(38_800);
    expect(totalWinAmount([won, won])).toBe(77_600);
  });
  it("reads settlement_flag '1' as 1", () => {
    expect(countsAsWin(slip(1, [leg(2, 2)], { settlement_flag: '1' as never }))).toBe(true);
    expect(countsAsWin(null as never)).toBe(false);
    expect(countsAsWin([])).toBe(false);
  });
  it('sums what winningsOf returns, as whole non-negative won', () => {
    expect(totalWinAmount([won, won, lost], () => 1_000.9)).toBe(2_000);
    expect(totalWinAmount([won], () => -5)).toBe(0);
    expect(totalWinAmount([won], () => Number.NaN)).toBe(0);
    expect(totalWinAmount([won, won], () => Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('is 0 for no slips or a non-array', () => {
    expect(totalWinAmount([])).toBe(0);
    expect(totalWinAmount(undefined as never)).toBe(0);
  });
  it('is a whole, non-negative safe integer no smaller than any single win (1,000 runs)', () => {
    const anySlip = fc
      .record({
        amount: fc.oneof(fc.integer({ min: -1_000, max: 10_000_000 }), fc.constant(Number.NaN)),
        flag: fc.constantFrom(0, 1, 2, null),
        legs: fc.array(fc.tuple(fc.constantFrom(-1, 1, 2, 3, 4, 5, undefined), fc.double({ min: 1, max: 10, noNaN: true })), {
          minLength: 1,
          maxLength: 5,
        }),
      })
      .map(({ amount, flag, legs }) => slip(amount, legs.map(([f, p]) => leg(f, p)), { settlement_flag: flag }));
    fc.assert(
      fc.property(fc.array(anySlip, { maxLength: 20 }), (slips) => {
        const total = totalWinAmount(slips);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        for (const s of slips) if (countsAsWin(s)) expect(total).toBeGreaterThanOrEqual(slipWinAmount(s));
      }),
      { numRuns: 1000 },
    );
  });
});

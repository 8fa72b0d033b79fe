import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedWinnings, totalOdds } from '../betting/odds-math';
import { type Selection } from '../entities';
import { type BettingLimits } from '../limits';
import { checkSubmit, type SubmitCheckInput } from './submit-checks';

const limits: BettingLimits = { minBet: 5_000, maxBet: 2_000_000, maxWinnings: 5_000_000, maxTotalOdds: 100 };

let nextId = 1;
/** A pick at a price. */
function pick(betPrice: number, extra: Partial<Selection> = {}): Selection {
  return { id: nextId++, fixtureId: nextId, betPrice, marketName: '1X2', betName: '1', ...extra };
}
const bonus = pick(1.03, { fixtureId: 'bonus', providerId: -1, slipName: '3폴더 보너스' });

/** A slip that passes every check. */
const valid: SubmitCheckInput = { loggedIn: true, selections: [pick(1.85), pick(2.1)], amount: 10_000, limits };

describe('given a member pressing the bet button (submit checks in order)', () => {
  it('1. when nobody is logged in, then the login dialog opens (before any other check)', () => {
    expect(checkSubmit({ ...valid, loggedIn: false, selections: [] })).toEqual({ kind: 'login-required' });
    expect(checkSubmit({ ...valid, loggedIn: 'yes' as never })).toEqual({ kind: 'login-required' });
  });

  it('2. when the slip has no selections, then it says "베팅을 선택해주세요."', () => {
    const expected = { kind: 'error', check: 2, message: '베팅을 선택해주세요.' };
    expect(checkSubmit({ ...valid, selections: [], amount: 0 })).toEqual(expected);
    expect(checkSubmit({ ...valid, selections: [bonus] })).toEqual(expected);
    expect(checkSubmit({ ...valid, selections: null as never })).toEqual(expected);
    expect(checkSubmit({ ...valid, selections: [null, 3] as never })).toEqual(expected);
  });

  it('the amount field: when the amount is blank, then it says "베팅액수를 입력해주세요." (not the minimum)', () => {
    const expected = { kind: 'error', check: 'amount', message: '베팅액수를 입력해주세요.' };
    for (const amount of ['', '  ', undefined, null]) expect(checkSubmit({ ...valid, amount })).toEqual(expected);
    // Checks 1 and 2 still come first.
    expect(checkSubmit({ ...valid, amount: '', selections: [] })).toMatchObject({ check: 2 });
    expect(checkSubmit({ ...valid, amount: '', loggedIn: false })).toEqual({ kind: 'login-required' });
  });

  it('the amount field: when the amount is negative, then it says "베팅은 0원 이상 가능합니다." (not the minimum)', () => {
    const expected = { kind: 'error', check: 'amount', message: '베팅은 0원 이상 가능합니다.' };
    for (const amount of [-5_000, '-5000', '-5,000', -0.5]) expect(checkSubmit({ ...valid, amount })).toEqual(expected);
  });

  it('the amount field: when the amount is no number at all, then it asks for digits', () => {
    const expected = { kind: 'error', check: 'amount', message: '베팅금액은 숫자로 입력해주세요.' };
    expect(checkSubmit({ ...valid, amount: 'abc' })).toEqual(expected);
    expect(checkSubmit({ ...valid, amount: Number.NaN })).toEqual(expected);
  });

  it('3. when the amount is below the minimum, then it says "최소 베팅은 5,000원 이상입니다."', () => {
    const expected = { kind: 'error', check: 3, message: '최소 베팅은 5,000원 이상입니다.' };
    expect(checkSubmit({ ...valid, amount: 4_990 })).toEqual(expected);
    expect(checkSubmit({ ...valid, amount: 0 })).toEqual(expected);
    // Below the minimum wins over "not an integer": check 3 comes before check 4.
    expect(checkSubmit({ ...valid, amount: 4_999.5 })).toEqual(expected);
    expect(checkSubmit({ ...valid, amount: 5_000 }).kind).toBe('confirm');
  });

  it('4. when the amount has decimals, then it says "소수점으로 베팅 불가합니다."', () => {
    expect(checkSubmit({ ...valid, amount: 5_000.5 })).toEqual({ kind: 'error', check: 4, message: '소수점으로 베팅 불가합니다.' });
    expect(checkSubmit({ ...valid, amount: '12,000.1' })).toEqual({ kind: 'error', check: 4, message: '소수점으로 베팅 불가합니다.' });
  });

  it('5. when the amount is above the max bet, then it says the spec text with its trailing space', () => {
    expect(checkSubmit({ ...valid, amount: 2_000_010 })).toEqual({
      kind: 'error',
      check: 5,
      message: '최대베팅금 2,000,000이상 베팅하실수 없습니다. ',
    });
    expect(checkSubmit({ ...valid, amount: '99,999,999,999,999,999,999' })).toMatchObject({ check: 5 });
    expect(checkSubmit({ ...valid, selections: [pick(1.5)], amount: 2_000_000 }).kind).toBe('confirm');
  });

  it('6. when amount × total odds pass the max winnings, then it says the spec text with its trailing space', () => {
    // 3.88 × 1,300,000 = 5,044,000 > 5,000,000.
    expect(checkSubmit({ ...valid, amount: 1_300_000 })).toEqual({
      kind: 'error',
      check: 6,
      message: '최대당첨금 5,000,000을 초과하여 베팅하실수 없습니다. ',
    });
    // Exactly the max winnings is allowed: 2.5 × 2,000,000 = 5,000,000.
    expect(checkSubmit({ ...valid, selections: [pick(2.5)], amount: 2_000_000 }).kind).toBe('confirm');
  });

  it('7. when total odds pass 100, then it says the submit text, trailing space included', () => {
    const outcome = checkSubmit({ ...valid, selections: [pick(10), pick(10.01)], amount: 5_000 });
    expect(outcome).toEqual({ kind: 'error', check: 7, message: '최대배당 100을 초과하여 베팅하실수 없습니다. ' });
    // Exactly 100 is allowed.
    expect(checkSubmit({ ...valid, selections: [pick(10), pick(10)], amount: 5_000 }).kind).toBe('confirm');
  });

  it('7. the bonus multiplier counts toward total odds', () => {
    const selections = [bonus, pick(10), pick(9.8)]; // 1.03 × 98 = 100.94
    expect(checkSubmit({ ...valid, selections, amount: 5_000 })).toMatchObject({ check: 7 });
  });

  it('after check 7, when the amount is above the balance, then it says so before the confirm (not in spec)', () => {
    const expected = { kind: 'error', check: 'balance', message: '보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.' };
    expect(checkSubmit({ ...valid, amount: 1_500_000, selections: [pick(2.1)], emoney: 1_287_500 })).toEqual(expected);
    // The whole balance may be staked.
    expect(checkSubmit({ ...valid, amount: 1_287_500, selections: [pick(2.1)], emoney: 1_287_500 }).kind).toBe('confirm');
    // The spec's checks come first: 5 (max bet) and 6 (max winnings) keep their texts.
    expect(checkSubmit({ ...valid, amount: 2_500_000, emoney: 1_000 })).toMatchObject({ check: 5 });
    expect(checkSubmit({ ...valid, amount: 1_300_000, emoney: 1_000 })).toMatchObject({ check: 6 });
    // Junk counts as no money; a missing or null balance is not checked here (the server checks it).
    expect(checkSubmit({ ...valid, emoney: Number.NaN })).toMatchObject({ check: 'balance', message: '보유머니 0원을 초과하여 베팅하실수 없습니다.' });
    expect(checkSubmit({ ...valid, emoney: null }).kind).toBe('confirm');
    expect(checkSubmit(valid).kind).toBe('confirm');
  });

  it('8. when every check passes, then it asks "베팅하시겠습니까?"', () => {
    expect(checkSubmit(valid)).toEqual({ kind: 'confirm', message: '베팅하시겠습니까?' });
    expect(checkSubmit({ ...valid, amount: '10,000' })).toEqual({ kind: 'confirm', message: '베팅하시겠습니까?' });
  });

  it('9. when a submission runs, then it says "베팅 진행 중입니다." instead of asking again', () => {
    expect(checkSubmit({ ...valid, submitting: true })).toEqual({ kind: 'running', message: '베팅 진행 중입니다.' });
    expect(checkSubmit({ ...valid, submitting: true, confirmed: true })).toEqual({
      kind: 'running',
      message: '베팅 진행 중입니다.',
    });
  });

  it('after the member confirms and nothing runs, then the bet is ready to send', () => {
    expect(checkSubmit({ ...valid, confirmed: true })).toEqual({ kind: 'ready' });
  });

  it('uses the limits it is given, formatted with comma separators', () => {
    const custom: BettingLimits = { minBet: 10_000, maxBet: 5_001, maxWinnings: 300_000, maxTotalOdds: 50 };
    expect(checkSubmit({ ...valid, amount: 9_000, limits: custom })).toMatchObject({
      message: '최소 베팅은 10,000원 이상입니다.',
    });
    expect(checkSubmit({ ...valid, amount: 10_000, limits: { ...custom, minBet: 5_000 } })).toMatchObject({
      message: '최대베팅금 5,001이상 베팅하실수 없습니다. ',
    });
    expect(
      checkSubmit({ ...valid, selections: [pick(80)], amount: 5_000, limits: { ...custom, minBet: 5_000, maxBet: 10_000 } }),
    ).toMatchObject({ message: '최대당첨금 300,000을 초과하여 베팅하실수 없습니다. ' });
  });

  it('when the limits are missing or junk, then the spec defaults apply', () => {
    expect(checkSubmit({ ...valid, amount: 4_000, limits: undefined as never })).toMatchObject({
      message: '최소 베팅은 5,000원 이상입니다.',
    });
    expect(
      checkSubmit({ ...valid, amount: 3_000_000, limits: { minBet: 'x', maxBet: -1, maxWinnings: null } as never }),
    ).toMatchObject({ message: '최대베팅금 2,000,000이상 베팅하실수 없습니다. ' });
  });

  it('when the input is not an object at all, then the login dialog opens', () => {
    expect(checkSubmit(null as never)).toEqual({ kind: 'login-required' });
    expect(checkSubmit('submit' as never)).toEqual({ kind: 'login-required' });
  });

  it('never throws on arbitrary input and always returns a known outcome (1,000 runs)', () => {
    const selection = fc.oneof(
      fc.anything(),
      fc.record({ id: fc.anything(), fixtureId: fc.oneof(fc.constant('bonus'), fc.integer()), betPrice: fc.anything() }),
      fc.record({ id: fc.integer(), fixtureId: fc.integer(), betPrice: fc.double() }),
    );
    const input = fc.oneof(
      fc.anything(),
      fc.record(
        {
          loggedIn: fc.oneof(fc.constant(true), fc.anything()),
          selections: fc.oneof(fc.array(selection), fc.anything()),
          amount: fc.oneof(fc.anything(), fc.double(), fc.integer(), fc.string()),
          limits: fc.oneof(
            fc.anything(),
            fc.record({ minBet: fc.anything(), maxBet: fc.double(), maxWinnings: fc.double(), maxTotalOdds: fc.anything() }),
          ),
          submitting: fc.anything(),
          confirmed: fc.anything(),
          emoney: fc.oneof(fc.anything(), fc.integer()),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(input, (value) => {
        const outcome = checkSubmit(value as SubmitCheckInput);
        expect(['login-required', 'error', 'running', 'confirm', 'ready']).toContain(outcome.kind);
        if (outcome.kind === 'error') expect([2, 'amount', 3, 4, 5, 6, 7, 'balance']).toContain(outcome.check);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('property: a bet that reaches the confirm can be paid and is within the limits (1,000 runs)', () => {
  it('stake ≥ min bet, ≤ max bet, ≤ balance, whole, and winnings ≤ max winnings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 5, noNaN: true }), { minLength: 1, maxLength: 4 }),
        fc.oneof(fc.integer({ min: -10_000, max: 5_000_000 }), fc.string()),
        fc.integer({ min: 0, max: 5_000_000 }),
        (prices, amount, emoney) => {
          const selections = prices.map((price) => pick(price));
          const outcome = checkSubmit({ loggedIn: true, selections, amount, limits, emoney });
          if (outcome.kind !== 'confirm') return;
          const stake = Number(String(amount).replaceAll(',', ''));
          expect(Number.isInteger(stake)).toBe(true);
          expect(stake).toBeGreaterThanOrEqual(limits.minBet);
          expect(stake).toBeLessThanOrEqual(Math.min(limits.maxBet, emoney));
          expect(expectedWinnings(stake, totalOdds(prices))).toBeLessThanOrEqual(limits.maxWinnings);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponMessages, rouletteMessages } from '../messages';
import { readCardCounts } from '../read';
import {
  COUPON_TYPE,
  ROULETTE_DIALOG_WIDTH_PX,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SEGMENT_COUNT,
  ROULETTE_SEGMENT_DEGREES,
  ROULETTE_SPIN_MS,
  couponErrorMessage,
  couponSuccessMessage,
  couponTypeFor,
  landingAngle,
  resolvePrize,
  rouletteErrorMessage,
  roulettePrizes,
  rouletteResultMessage,
  rouletteSegments,
  rouletteSpinningMessage,
  segmentAtRotation,
} from './roulette';

const constant = (value: number) => () => value;

describe('roulette prizes (spec 3: "normal wheel 0, 2000, ... 20000; VIP wheel 0, 20000, ... 100000; 8 segments of 45 degrees")', () => {
  it('lists both wheels', () => {
    expect(roulettePrizes('normal')).toEqual([0, 2000, 4000, 6000, 8000, 10000, 20000]);
    expect(roulettePrizes('vip')).toEqual([0, 20000, 30000, 40000, 60000, 80000, 100000]);
    expect(ROULETTE_SEGMENT_COUNT * ROULETTE_SEGMENT_DEGREES).toBe(360);
  });
  it('spec ambiguity: the 8th segment is a second miss', () => {
    expect(rouletteSegments('normal')).toEqual([0, 2000, 4000, 6000, 8000, 10000, 20000, 0]);
    expect(rouletteSegments('vip')).toHaveLength(8);
  });
  it('spec 9: "2 s spin plus 1 s before the result; dialog width 600"', () => {
    expect(ROULETTE_SPIN_MS).toBe(2000);
    expect(ROULETTE_RESULT_DELAY_MS).toBe(1000);
    expect(ROULETTE_DIALOG_WIDTH_PX).toBe(600);
  });
});

describe('landingAngle', () => {
  it('resolves an index or an amount', () => {
    expect(resolvePrize(3, 'normal')).toBe(6000);
    expect(resolvePrize(20_000, 'normal')).toBe(20_000);
    expect(resolvePrize(2_000, 'vip')).toBeNull();
    expect(resolvePrize(-1, 'vip')).toBeNull();
  });
  it('lands on the given segment with injected randomness', () => {
    expect(landingAngle(2_000, 'normal', constant(0))).toBe(360 - 50);
    expect(landingAngle(1, 'normal', constant(0.5))).toBe(360 - 67.5);
    expect(landingAngle(0, 'vip', constant(0))).toBe(355);
    expect(landingAngle(0, 'vip', constant(0.99))).toBeCloseTo(360 - (315 + 5 + 0.99 * 35));
    expect(landingAngle(12_345, 'normal', constant(0))).toBeNull();
    expect(landingAngle(100_000, 'vip', constant(Number.NaN))).toBe(360 - 275);
    expect(landingAngle(100_000, 'vip', constant(7))).toBeCloseTo(360 - 315 + 5);
  });
  it('property: the angle is in [0, 360) and the pointer stops on a segment of that prize', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('normal' as const, 'vip' as const),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 2, maxLength: 2 }),
        (kind, index, draws) => {
          let call = 0;
          const angle = landingAngle(index, kind, () => draws[call++ % 2] ?? 0);
          expect(angle).not.toBeNull();
          expect(angle).toBeGreaterThanOrEqual(0);
          expect(angle).toBeLessThan(360);
          expect(rouletteSegments(kind)[segmentAtRotation(angle ?? 0)]).toBe(roulettePrizes(kind)[index]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('roulette messages (spec 4: "0 = a miss, otherwise points were added"; "룰렛을 돌리고 있습니다.")', () => {
  it('reports the result', () => {
    expect(rouletteResultMessage(0)).toBe(rouletteMessages.miss);
    expect(rouletteResultMessage('0')).toBe(rouletteMessages.miss);
    expect(rouletteResultMessage(20_000)).toBe('20,000 포인트가 적립되었습니다.');
    expect(rouletteResultMessage('abc')).toBe(rouletteMessages.errorFallback);
    expect(rouletteResultMessage(-1)).toBe(rouletteMessages.errorFallback);
    expect(rouletteResultMessage(undefined)).toBe(rouletteMessages.errorFallback);
  });
  it('shows the spinning text during a spin', () => {
    expect(rouletteSpinningMessage(true)).toBe('룰렛을 돌리고 있습니다.');
    expect(rouletteSpinningMessage(false)).toBeNull();
  });
  it('spec 8: "Roulette error: response body text, else \'문제가 발생했습니다. 관리자에게 문의해주세요.\'"', () => {
    expect(rouletteErrorMessage('카드가 없습니다')).toBe('카드가 없습니다');
    expect(rouletteErrorMessage('')).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    expect(rouletteErrorMessage({})).toBe(rouletteMessages.errorFallback);
  });
});

describe('coupons (spec 9: "Coupon types: 1 normal, 2 VIP")', () => {
  it('codes the types', () => {
    expect(COUPON_TYPE).toEqual({ normal: 1, vip: 2 });
    expect(couponTypeFor('normal')).toBe(1);
    expect(couponTypeFor('vip')).toBe(2);
  });
  it('spec 8: success "일일 누적 충전[횟수] 쿠폰이 지급 되었습니다." or "일일 누적 충전[금액] 쿠폰이 지급 되었습니다."', () => {
    expect(couponSuccessMessage('count')).toBe('일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.');
    expect(couponSuccessMessage('amount')).toBe('일일 누적 충전[금액] 쿠폰이 지급 되었습니다.');
  });
  it('spec 8: errors show the response body, else "문제가 발생했습니다. 시스템관리자에게 문의해주세요."', () => {
    expect(couponErrorMessage('이미 지급되었습니다')).toBe('이미 지급되었습니다');
    expect(couponErrorMessage(null)).toBe(couponMessages.errorFallback);
    expect(couponMessages.errorFallback).toBe('문제가 발생했습니다. 시스템관리자에게 문의해주세요.');
  });
});

describe('readCardCounts (issue 32: never a false zero for a wrong answer)', () => {
  it('reads whole counts, numeric text included', () => {
    expect(readCardCounts({ normal: 3, vip: 1 })).toEqual({ normal: 3, vip: 1 });
    expect(readCardCounts({ normal: '0', vip: '2' })).toEqual({ normal: 0, vip: 2 });
  });

  it('is null for anything that is not two counts', () => {
    for (const answer of [undefined, null, {}, [], 'x', { normal: 3 }, { normal: -1, vip: 0 }, { normal: 1.5, vip: 0 }, { normal: '', vip: 0 }]) {
      expect(readCardCounts(answer)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  chargeHistoryMessages,
  chargeStatusLabels,
  conversionMessages,
  couponMessages,
  depositMessages,
  depositUnitMessage,
  rouletteMessages,
  roulettePointsAddedMessage,
  withdrawMessages,
} from './money-services';

describe('exact spec strings (spec 4 and 8)', () => {
  it('roulette: "룰렛을 돌리고 있습니다." and "문제가 발생했습니다. 관리자에게 문의해주세요."', () => {
    expect(rouletteMessages.spinning).toBe('룰렛을 돌리고 있습니다.');
    expect(rouletteMessages.errorFallback).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });
  it('coupons: "일일 누적 충전[횟수] 쿠폰이 지급 되었습니다." / "일일 누적 충전[금액] 쿠폰이 지급 되었습니다."', () => {
    expect(couponMessages.countIssued).toBe('일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.');
    expect(couponMessages.amountIssued).toBe('일일 누적 충전[금액] 쿠폰이 지급 되었습니다.');
  });
});

describe('Korean copy for English paraphrases (Not in spec)', () => {
  it('formats amounts with separators ("Amount shown with thousands separators")', () => {
    expect(depositUnitMessage(1_000)).toBe('1,000원 단위로 입력해주세요.');
    expect(depositUnitMessage(10_000)).toBe(withdrawMessages.unit);
    expect(roulettePointsAddedMessage(100_000)).toBe('100,000 포인트가 적립되었습니다.');
    expect(depositMessages.minimum).toContain('10,000원');
    expect(withdrawMessages.minimum).toContain('10,000원');
    expect(conversionMessages.pointMinimum).toContain('5,000');
    expect(conversionMessages.compMinimum).toContain('100');
  });
  it('every message is non-empty Korean text', () => {
    const all = [
      ...Object.values(rouletteMessages),
      ...Object.values(couponMessages),
      ...Object.values(depositMessages),
      ...Object.values(withdrawMessages),
      ...Object.values(conversionMessages),
      ...Object.values(chargeStatusLabels),
      ...Object.values(chargeHistoryMessages),
    ];
    for (const text of all) expect(text).toMatch(/[가-힣]/);
    expect(new Set(Object.values(chargeStatusLabels)).size).toBe(5);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARGE_STATUS,
  DEPOSIT_MODE,
  chargeStatusLabel,
  compConversionMessage,
  conversionAmount,
  conversionErrorMessage,
  conversionMessage,
  conversionSuccessMessage,
  latestConversionRows,
  pointConversionMessage,
  softDeletePayload,
  softDeleteRow,
  visibleRows,
} from './conversion';
import { chargeStatusLabels, conversionMessages } from '../messages';

describe('conversion minimums (spec 9: "Point conversion minimum 5,000; comp conversion minimum 100")', () => {
  it('points', () => {
    expect(pointConversionMessage('4999')).toBe(conversionMessages.pointMinimum);
    expect(pointConversionMessage(5_000)).toBeNull();
    expect(pointConversionMessage('５０００')).toBe(conversionMessages.pointMinimum);
  });
  it('comps', () => {
    expect(compConversionMessage('99')).toBe(conversionMessages.compMinimum);
    expect(compConversionMessage('100')).toBeNull();
    expect(compConversionMessage(100.5)).toBe(conversionMessages.compMinimum);
  });
  it('property: passes iff whole and at or above the minimum; never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 20_000 }), fc.anything().filter((v) => typeof v !== 'string')), (value) => {
        const whole = typeof value === 'number' && Number.isInteger(value) && value >= 0;
        expect(pointConversionMessage(value) === null).toBe(whole && value >= 5_000);
        expect(compConversionMessage(value) === null).toBe(whole && value >= 100);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('given what the member holds (not in spec: the server refuses more than held)', () => {
  it('above the held amount reads 보유 포인트가 부족합니다. / 보유 콤프가 부족합니다.; the minimum comes first', () => {
    expect(pointConversionMessage('6,000', 5_999)).toBe('보유 포인트가 부족합니다.');
    expect(pointConversionMessage('6,000', 6_000)).toBeNull();
    expect(pointConversionMessage('4,000', 1_000)).toBe('5,000포인트 이상부터 전환 가능합니다.');
    expect(compConversionMessage(101, 100)).toBe('보유 콤프가 부족합니다.');
    expect(compConversionMessage(100, 100)).toBeNull();
    expect(conversionMessage('comp', '-100', 1_000)).toBe('100콤프 이상부터 전환 가능합니다.');
    expect(conversionMessage('point', '5000', Number.NaN)).toBe(conversionMessages.pointAboveHeld);
  });
  it('the amount sent is a whole number, or null when the rule refuses it', () => {
    expect(conversionAmount('point', ' 6,000 ')).toBe(6_000);
    expect(conversionAmount('point', '4999')).toBeNull();
    expect(conversionAmount('comp', '100.5')).toBeNull();
    expect(conversionAmount('comp', '99999999999999999999')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const amount = conversionAmount('point', text);
        expect(amount === null || (Number.isSafeInteger(amount) && amount >= 5_000)).toBe(true);
      }),
    );
  });
  it('success and failure texts (spec 8)', () => {
    expect(conversionSuccessMessage('point')).toBe('포인트 전환에 성공했습니다.');
    expect(conversionSuccessMessage('comp')).toBe('콤프 전환에 성공했습니다.');
    expect(conversionErrorMessage('보유 포인트가 부족합니다.')).toBe('보유 포인트가 부족합니다.');
    expect(conversionErrorMessage('')).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });
});

describe('chargeStatusLabel (spec 4: "0 processing (deposit label \'processing\', withdrawal label \'withdrawal being checked\'); 1 completed; 2 cancelled; other = error")', () => {
  it('labels by mode', () => {
    expect(DEPOSIT_MODE).toEqual({ deposit: 0, withdrawal: 1 });
    expect(chargeStatusLabel(CHARGE_STATUS.processing, 0)).toBe(chargeStatusLabels.depositProcessing);
    expect(chargeStatusLabel(0, 1)).toBe(chargeStatusLabels.withdrawalProcessing);
    expect(chargeStatusLabel(1, 0)).toBe(chargeStatusLabels.completed);
    expect(chargeStatusLabel(2, 1)).toBe(chargeStatusLabels.cancelled);
    expect(chargeStatusLabel(3, 0)).toBe(chargeStatusLabels.error);
    expect(chargeStatusLabel('0', 0)).toBe(chargeStatusLabels.error);
  });
});

describe('soft delete (spec 4: "userDisplayFlag 1 to 0 is a soft delete")', () => {
  it('hides rows without mutating them', () => {
    const row = { id: 5, userDisplayFlag: 1, depositAmount: 10_000 };
    const hidden = softDeleteRow(row);
    expect(hidden).toEqual({ id: 5, userDisplayFlag: 0, depositAmount: 10_000 });
    expect(row.userDisplayFlag).toBe(1);
    expect(softDeletePayload(5)).toEqual({ id: 5, userDisplayFlag: 0 });
    expect(visibleRows([row, hidden])).toEqual([row]);
  });
});

describe('the point and comp dialogs (spec 2: "latest 10 entries; columns time, content, point, held total")', () => {
  it('keeps the newest 10 and reads either kind into one row shape', () => {
    const points = Array.from({ length: 12 }, (_, i) => ({ createdAt: `2026-11-${String(22 - i).padStart(2, '0')} 10:00:00`, pointMemo: `m${i}`, point: 1_000, totalPoint: 20_000 - i }));
    const rows = latestConversionRows('point', points);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ createdAt: '2026-11-22 10:00:00', time: '11-22 10:00', memo: 'm0', amount: 1_000, total: 20_000 });
    expect(latestConversionRows('point', [{ createdAt: '2026-01-05T23:59:00Z' }])[0]!.time).toBe('01-06 08:59');
    expect(latestConversionRows('comp', [{ createdAt: 'x', compMemo: '콤프', comp: -100, totalComp: 50 }])).toEqual([{ createdAt: 'x', time: '', memo: '콤프', amount: -100, total: 50 }]);
    expect(latestConversionRows('point', null)).toEqual([]);
    expect(latestConversionRows('point', [null])).toEqual([{ createdAt: '', time: '', memo: '', amount: 0, total: 0 }]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HistoryLeg, type HistorySlip } from '../entities';
import { CANCEL_CONFIRM_MESSAGE, canCancelHistorySlip, canCancelSlip, cancelDeadline, isBonusLeg } from './cancel';

const REFUSED = { ok: false, message: '베팅 후 30분 이내, 경기시작 5분 전까지 취소할 수 있습니다.' };

/** A leg starting at a Korean-time server date. */
function leg(startdate: string, extra: Partial<HistoryLeg> = {}): HistoryLeg {
  return {
    startdate,
    league_name: 'K리그1',
    sports_name: 'Football',
    sports_betting_home_participants_name: '서울',
    sports_betting_away_participants_name: '울산',
    sports_betting_market_name: '1X2',
    sports_betting_bet_name: '1',
    sports_betting_bet_price: 1.85,
    ...extra,
  };
}
const bonusLeg = leg('', { sports_name: '', league_name: '', sports_betting_market_name: 'Bonus', sports_betting_bet_name: '3폴더 보너스' });

// Placed 20:00 Korean time; the match starts 21:00 Korean time.
const placedAt = '2026-11-22 20:00:00';
const legs = [leg('2026-11-22 21:00:00')];

describe('given a pending slip', () => {
  it('before cancelling, asks "해당 주문을 취소하시겠습니까? 취소한 내역은 되돌릴 수 없습니다."', () => {
    expect(CANCEL_CONFIRM_MESSAGE).toBe('해당 주문을 취소하시겠습니까? 취소한 내역은 되돌릴 수 없습니다.');
  });

  it('when 10 minutes have passed and the match is 50 minutes away, then it may be cancelled', () => {
    expect(canCancelSlip({ placedAt, legs, now: '2026-11-22T20:10:00+09:00' })).toEqual({ ok: true });
    expect(canCancelSlip({ placedAt, legs, now: new Date('2026-11-22T11:10:00Z') })).toEqual({ ok: true });
  });

  it('when exactly 30 minutes have passed, then it still may; one second later it may not', () => {
    expect(canCancelSlip({ placedAt, legs, now: '2026-11-22 20:30:00' })).toEqual({ ok: true });
    expect(canCancelSlip({ placedAt, legs, now: '2026-11-22 20:30:01' })).toEqual(REFUSED);
  });

  it('when it is exactly 5 minutes before the start, then it still may; one second later it may not', () => {
    const soon = [leg('2026-11-22 20:20:00')];
    expect(canCancelSlip({ placedAt, legs: soon, now: '2026-11-22 20:15:00' })).toEqual({ ok: true });
    expect(canCancelSlip({ placedAt, legs: soon, now: '2026-11-22 20:15:01' })).toEqual(REFUSED);
  });

  it('when any non-bonus leg starts within 5 minutes, then it may not', () => {
    const mixed = [leg('2026-11-22 23:00:00'), leg('2026-11-22 20:12:00')];
    expect(canCancelSlip({ placedAt, legs: mixed, now: '2026-11-22 20:10:00' })).toEqual(REFUSED);
  });

  it('a bonus leg (no start time of its own) never blocks the cancel', () => {
    expect(canCancelSlip({ placedAt, legs: [bonusLeg, ...legs], now: '2026-11-22 20:10:00' })).toEqual({ ok: true });
  });

  it('when a time cannot be read, then the cancel is refused', () => {
    expect(canCancelSlip({ placedAt: 'yesterday', legs, now: '2026-11-22 20:10:00' })).toEqual(REFUSED);
    expect(canCancelSlip({ placedAt, legs, now: 'now' })).toEqual(REFUSED);
    expect(canCancelSlip({ placedAt, legs: [leg('')], now: '2026-11-22 20:10:00' })).toEqual(REFUSED);
    expect(canCancelSlip({ placedAt, legs: [null] as never, now: '2026-11-22 20:10:00' })).toEqual(REFUSED);
    expect(canCancelSlip(null as never)).toEqual(REFUSED);
  });

  it('when the slip is slightly ahead of the device clock, then it is inside the window', () => {
    expect(canCancelSlip({ placedAt, legs, now: '2026-11-22 19:59:00' })).toEqual({ ok: true });
  });

  it('when the legs are missing, then only the 30-minute rule applies', () => {
    expect(canCancelSlip({ placedAt, legs: undefined as never, now: '2026-11-22 20:10:00' })).toEqual({ ok: true });
  });

  it('reads a history slip: created_at of its first leg, every leg\'s startdate', () => {
    const title = { ...leg('2026-11-22 21:00:00'), id: 7, created_at: placedAt, amount: 10_000 };
    const slip: HistorySlip = [title, bonusLeg];
    expect(canCancelHistorySlip(slip, '2026-11-22 20:10:00')).toEqual({ ok: true });
    expect(canCancelHistorySlip(slip, '2026-11-22 20:40:00')).toEqual(REFUSED);
    expect(canCancelHistorySlip([] as never, '2026-11-22 20:10:00')).toEqual(REFUSED);
    expect(canCancelHistorySlip(null as never, '2026-11-22 20:10:00')).toEqual(REFUSED);
  });
});

describe('given a history leg, recognising the bonus', () => {
  it('is a bonus leg when a field names the bonus', () => {
    expect(isBonusLeg(bonusLeg)).toBe(true);
    expect(isBonusLeg({ fixtureId: 'bonus' })).toBe(true);
    expect(isBonusLeg({ fixture_id: 'bonus' })).toBe(true);
    expect(isBonusLeg({ sports_betting_sports_prematch_odds_id: 'bonus-5' })).toBe(true);
    expect(isBonusLeg({ sports_name: ' BONUS ' })).toBe(true);
    expect(isBonusLeg({ league_name: 'bonus' })).toBe(true);
    expect(isBonusLeg({ sports_betting_market_name: '5폴더 보너스' })).toBe(true);
  });

  it('is not a bonus leg otherwise', () => {
    expect(isBonusLeg(leg('2026-11-22 21:00:00'))).toBe(false);
    expect(isBonusLeg({ sports_betting_market_name: 'Bonus Points', sports_betting_sports_prematch_odds_id: 12 })).toBe(false);
    expect(isBonusLeg(null)).toBe(false);
    expect(isBonusLeg('bonus')).toBe(false);
  });
});

describe('given any times (1,000 runs)', () => {
  it('never throws, and allows only inside both windows', () => {
    const base = Date.parse('2026-11-22T11:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: -120, max: 120 }),
        fc.array(fc.integer({ min: -120, max: 240 }), { maxLength: 4 }),
        fc.anything(),
        (minutesSincePlaced, startsInMinutes, junk) => {
          const now = base;
          const placed = new Date(now - minutesSincePlaced * 60_000);
          const legsAt = startsInMinutes.map((m) => leg(new Date(now + m * 60_000).toISOString()));
          const result = canCancelSlip({ placedAt: placed, legs: legsAt, now });
          const expected = minutesSincePlaced <= 30 && startsInMinutes.every((m) => m >= 5);
          expect(result.ok).toBe(expected);
          expect(() => canCancelSlip({ placedAt: junk as never, legs: junk as never, now: junk as never })).not.toThrow();
          expect(() => canCancelSlip(junk as never)).not.toThrow();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('cancelDeadline', () => {
  const slipAt = (createdAt: string, ...starts: string[]) =>
    starts.map((startdate, index) => ({ ...(index === 0 ? { id: 1, amount: 5_000, created_at: createdAt } : {}), startdate })) as unknown as HistorySlip;

  it('is 30 minutes after placing when every leg starts later than that plus 5 minutes', () => {
    expect(cancelDeadline(slipAt('2026-11-22 20:00:00', '2026-11-22 23:00:00'))).toBe(Date.parse('2026-11-22T20:30:00+09:00'));
  });

  it('is 5 minutes before the earliest non-bonus start when that comes first; a bonus leg never counts', () => {
    const slip = slipAt('2026-11-22 20:00:00', '2026-11-22 20:20:00', '2026-11-22 21:00:00');
    const withBonus = [...slip, { startdate: '2026-11-22 20:01:00', sports_betting_bet_name: '3폴더 보너스' }] as unknown as HistorySlip;
    expect(cancelDeadline(slip)).toBe(Date.parse('2026-11-22T20:15:00+09:00'));
    expect(cancelDeadline(withBonus)).toBe(Date.parse('2026-11-22T20:15:00+09:00'));
  });

  it('is undefined when a time cannot be read', () => {
    expect(cancelDeadline(slipAt('어제', '2026-11-22 23:00:00'))).toBeUndefined();
    expect(cancelDeadline(slipAt('2026-11-22 20:00:00', 'soon'))).toBeUndefined();
    expect(cancelDeadline([] as unknown as HistorySlip)).toBeUndefined();
  });

  it('agrees with the cancel rule: a cancel is allowed exactly up to the deadline (property)', () => {
    const base = Date.parse('2026-11-22T20:00:00+09:00');
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 120 }), fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 60 }), (startMin, nowMin, nowSec) => {
        const start = new Date(base + startMin * 60_000).toISOString();
        const slip = slipAt('2026-11-22 20:00:00', start);
        const now = base + nowMin * 60_000 + nowSec * 1_000;
        expect(canCancelHistorySlip(slip, now).ok).toBe(now <= cancelDeadline(slip)!);
      }),
      { numRuns: 1_000 },
    );
  });
});

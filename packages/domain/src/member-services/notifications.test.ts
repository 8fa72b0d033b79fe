import { describe, expect, it } from 'vitest';
import { ALERT_RESET_TYPES, nextNotification, pendingNotifications } from './notifications';

const all = {
  alertMessageFlag: 1,
  alertCustomerFlag: 1,
  alertCustomerCount: 2,
  alertDepositFlag: true,
  alertDepositCount: '1',
  alertWithdrawFlag: '1',
  alertWithdrawCount: 3,
};

describe('notifications', () => {
  it('"POST /member/resetAlertCount {type: message|customer|deposit|withdraw}" in precedence order', () => {
    expect(ALERT_RESET_TYPES).toEqual(['message', 'customer', 'deposit', 'withdraw']);
  });

  it('"in order of precedence: new message, customer reply, deposit approved, withdrawal approved"', () => {
    expect(pendingNotifications(all, 1)).toEqual([
      { type: 'message', message: '새로운 쪽지가 도착했습니다', reset: { type: 'message' }, navigateTo: '/message' },
      { type: 'customer', message: '고객센터 답글이 등록되었습니다', reset: { type: 'customer' }, navigateTo: '/customer' },
      { type: 'deposit', message: '입금신청이 승인되었습니다', reset: { type: 'deposit' }, navigateTo: '/deposit' },
      { type: 'withdraw', message: '출금신청이 승인되었습니다', reset: { type: 'withdraw' }, navigateTo: '/withdraw' },
    ]);
    expect(nextNotification(all, 1)?.type).toBe('message');
    expect(nextNotification({ ...all, alertMessageFlag: 0 }, 1)?.type).toBe('customer');
    expect(nextNotification({ ...all, alertMessageFlag: 0, alertCustomerCount: 0 })?.type).toBe('deposit');
    expect(nextNotification({ alertWithdrawFlag: 1, alertWithdrawCount: 1 })?.message).toBe('출금신청이 승인되었습니다');
  });

  it('"new message" needs the flag on and an unread message (a count or the unread list)', () => {
    expect(nextNotification(all)?.type).toBe('customer');
    expect(nextNotification(all, 0)?.type).toBe('customer');
    expect(nextNotification(all, [{ id: 7 }])?.type).toBe('message');
    expect(nextNotification({ alertMessageFlag: 0 }, 3)).toBeNull();
    expect(nextNotification({ alertMessageFlag: 1 }, 'junk')).toBeNull();
  });

  it('needs the flag on and a count of 1 or more', () => {
    expect(nextNotification({ alertCustomerFlag: 0, alertCustomerCount: 5 })).toBeNull();
    expect(nextNotification({ alertDepositFlag: 1, alertDepositCount: 'junk' })).toBeNull();
    expect(nextNotification({ alertDepositFlag: 1, alertDepositCount: 0.5 })).toBeNull();
  });

  it.each([[null], [undefined], ['x'], [{}], [[]]])('nothing for %j', (user) => {
    expect(nextNotification(user)).toBeNull();
  });
});

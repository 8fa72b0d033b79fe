import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankLevel,
  contractPercent,
  maskBankAccount,
  messageDeleteCheck,
  readAlertSettings,
  showsLogoutButton,
  ALERT_SETTING_FLAGS,
} from './members';
import { showsPartnerManagement } from '.';
import { memberMessages } from '../messages';
import { myPageMessages } from './my-page';

describe('maskBankAccount (spec 3: "bankAccountNumber (shown masked, last 4 replaced by stars)")', () => {
  it('replaces the last 4', () => {
    expect(maskBankAccount('1234567890')).toBe('123456****');
    expect(maskBankAccount('12345')).toBe('1****');
    expect(maskBankAccount('123')).toBe('***');
    expect(maskBankAccount('')).toBe('');
    expect(maskBankAccount(null)).toBe('');
    expect(maskBankAccount(12345678)).toBe('1234****');
  });
  it('property: never reveals more than the spec shows (the last min(4, n) characters are stars)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.stringMatching(/^[0-9-]{0,20}$/)), (raw) => {
        const chars = Array.from(raw);
        const masked = Array.from(maskBankAccount(raw));
        const hidden = Math.min(4, chars.length);
        expect(masked).toHaveLength(chars.length);
        expect(masked.slice(chars.length - hidden).every((c) => c === '*')).toBe(true);
        expect(masked.slice(0, chars.length - hidden)).toEqual(chars.slice(0, chars.length - hidden));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('contractPercent (the first non-empty of the level 3, 2, 1 targets)', () => {
  it('prefers level 3, then 2, then 1', () => {
    expect(contractPercent({ managementTarget3Percent: 30, managementTarget2Percent: 20, managementTarget1Percent: 10 })).toBe(30);
    expect(contractPercent({ managementTarget3Percent: '', managementTarget2Percent: '20.5', managementTarget1Percent: 10 })).toBe(20.5);
    expect(contractPercent({ managementTarget3Percent: null, managementTarget1Percent: 0 })).toBe(0);
    expect(contractPercent({ managementTarget3Percent: 'x', managementTarget1Percent: 5 })).toBe(5);
    expect(contractPercent({})).toBeNull();
    expect(contractPercent(null)).toBeNull();
  });
});

describe('bankLevel (spec 6: "bank level is looked up from role capped at 5")', () => {
  it('caps at 5', () => {
    expect(bankLevel(1)).toBe(1);
    expect(bankLevel('3')).toBe(3);
    expect(bankLevel(5)).toBe(5);
    expect(bankLevel(10)).toBe(5);
    expect(bankLevel(0)).toBe(1);
    expect(bankLevel('junk')).toBe(1);
  });
});

describe('showsLogoutButton (spec 6: "hidden when type is 1 and role is 10")', () => {
  it('hides for type 1 role 10 only', () => {
    expect(showsLogoutButton({ type: 1, role: 10 })).toBe(false);
    expect(showsLogoutButton({ type: '1', role: '10' })).toBe(false);
    expect(showsLogoutButton({ type: 0, role: 10 })).toBe(true);
    expect(showsLogoutButton({ type: 1, role: 5 })).toBe(true);
    expect(showsLogoutButton(null)).toBe(true);
  });
});

describe('messageDeleteCheck (spec 4: "unread messages cannot be deleted")', () => {
  it('none selected', () => {
    expect(messageDeleteCheck([])).toEqual({ ok: false, message: memberMessages.noneSelected });
    expect(messageDeleteCheck(undefined)).toEqual({ ok: false, message: memberMessages.noneSelected });
  });
  it('unread in the selection', () => {
    expect(messageDeleteCheck([{ id: 1, confirmStatus: 1 }, { id: 2, confirmStatus: 0 }])).toEqual({
      ok: false,
      message: memberMessages.unreadCannotDelete,
    });
  });
  it('read ones are deleted', () => {
    expect(messageDeleteCheck([{ id: 1, confirmStatus: 1 }, { id: 2, confirmStatus: '1' }])).toEqual({ ok: true, ids: [1, 2] });
  });
});

describe('showsPartnerManagement (spec 2: "partner management (to /partner/pt, only if type is not 0)")', () => {
  it('shows for partners (type 1 or 2) and any other non-zero type', () => {
    expect(showsPartnerManagement({ type: 1 })).toBe(true);
    expect(showsPartnerManagement({ type: 2 })).toBe(true);
    expect(showsPartnerManagement({ type: '2' })).toBe(true);
  });
  it('hides for members (type 0) and when the type is missing or junk', () => {
    expect(showsPartnerManagement({ type: 0 })).toBe(false);
    expect(showsPartnerManagement({ type: '0' })).toBe(false);
    expect(showsPartnerManagement({})).toBe(false);
    expect(showsPartnerManagement(null)).toBe(false);
    expect(showsPartnerManagement({ type: 'partner' })).toBe(false);
  });
});

describe('readAlertSettings (GET /member/alertInfo)', () => {
  it('reads the four flags in my page order', () => {
    expect(ALERT_SETTING_FLAGS).toEqual(['alertMessageFlag', 'alertCustomerFlag', 'alertDepositFlag', 'alertWithdrawFlag']);
    expect(readAlertSettings({ alertMessageFlag: true, alertCustomerFlag: 1, alertDepositFlag: 'Y', alertWithdrawFlag: false })).toEqual({
      alertMessageFlag: true,
      alertCustomerFlag: true,
      alertDepositFlag: true,
      alertWithdrawFlag: false,
    });
  });
  it('reads junk, missing fields and a junk answer as off', () => {
    const off = { alertMessageFlag: false, alertCustomerFlag: false, alertDepositFlag: false, alertWithdrawFlag: false };
    expect(readAlertSettings(null)).toEqual(off);
    expect(readAlertSettings('on')).toEqual(off);
    expect(readAlertSettings({ alertMessageFlag: 2, alertCustomerFlag: 'no', alertDepositFlag: {} })).toEqual(off);
  });
  it("has my page's texts", () => {
    expect(myPageMessages.alertSaved).toBe('알림 설정을 저장했습니다.');
    expect(myPageMessages.personalInfoNote).toContain('고객센터');
  });
});

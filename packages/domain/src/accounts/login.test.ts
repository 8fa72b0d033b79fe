import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findPasswordMessage, loginFormMessage, myPagePasswordMessage, myPagePasswordProblems, recoveryPasswordMessage } from './login';
import { COMPACT_LOGIN_SPEC_COPY, accountLoginMessages } from '../messages';

/** Malformed text: empty, whitespace, full-width digits, emoji, very long strings. */
const malformed = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^\s{1,20}$/),
  fc.constant('１２３４'),
  fc.constant('😀😀😀😀'),
  fc.string({ minLength: 200, maxLength: 2000 }),
);
const anyValue = fc.oneof(malformed, fc.string(), fc.anything());

describe('loginFormMessage (spec 5: "ID and password required, message \'위 항목을 입력해주세요\'")', () => {
  it('asks for both fields', () => {
    expect(loginFormMessage({ userId: '', password: 'x' })).toBe('위 항목을 입력해주세요');
    expect(loginFormMessage({ userId: 'abc', password: '  ' })).toBe('위 항목을 입력해주세요');
    expect(loginFormMessage(null)).toBe(accountLoginMessages.required);
    expect(loginFormMessage({ userId: 'abc', password: 'pw' })).toBeNull();
  });
  it('the compact form shows the same text, not the wrong copy "베팅액수를 입력해주세요" (DESIGN decision)', () => {
    expect(COMPACT_LOGIN_SPEC_COPY).toBe('베팅액수를 입력해주세요');
    expect(loginFormMessage({})).not.toBe(COMPACT_LOGIN_SPEC_COPY);
  });
});

describe('findPasswordMessage (spec 5: "ID, account holder name and last 4 digits of the phone number required")', () => {
  it('requires every field', () => {
    expect(findPasswordMessage({ userId: 'a', accountHolder: 'b' })).toBe(accountLoginMessages.required);
    expect(findPasswordMessage({ userId: 'a', phoneNumber: '1234' })).toBe(accountLoginMessages.required);
    expect(findPasswordMessage({ accountHolder: 'b', phoneNumber: '1234' })).toBe(accountLoginMessages.required);
  });
  it('spec 9: "Password recovery uses the last 4 digits of the phone number"', () => {
    expect(findPasswordMessage({ userId: 'a', accountHolder: 'b', phoneNumber: '1234' })).toBeNull();
    expect(findPasswordMessage({ userId: 'a', accountHolder: 'b', phoneNumber: '123' })).toBe(accountLoginMessages.phoneLast4);
    expect(findPasswordMessage({ userId: 'a', accountHolder: 'b', phoneNumber: '１２３４' })).toBe(accountLoginMessages.phoneLast4);
  });
});

describe('recoveryPasswordMessage (spec 5: "both fields required and equal, else \'비밀번호가 일치하지 않습니다\'")', () => {
  it('accepts equal passwords only', () => {
    expect(recoveryPasswordMessage({ password: 'ab12', passwordConfirm: 'ab12' })).toBeNull();
    expect(recoveryPasswordMessage({ password: 'ab12', passwordConfirm: 'ab13' })).toBe('비밀번호가 일치하지 않습니다');
    expect(recoveryPasswordMessage({ password: '', passwordConfirm: '' })).toBe('비밀번호가 일치하지 않습니다');
    expect(recoveryPasswordMessage({ password: 'a' })).toBe('비밀번호가 일치하지 않습니다');
    expect(recoveryPasswordMessage(undefined)).toBe('비밀번호가 일치하지 않습니다');
  });
});

describe('myPagePasswordMessage (spec 5: "old, new, confirm non-empty and new equal to confirm, else \'check the password\'")', () => {
  it('checks emptiness and equality', () => {
    expect(myPagePasswordMessage({ oldPassword: 'o', password: 'n', passwordConfirm: 'n' })).toBeNull();
    expect(myPagePasswordMessage({ oldPassword: '', password: 'n', passwordConfirm: 'n' })).toBe(accountLoginMessages.checkPassword);
    expect(myPagePasswordMessage({ oldPassword: 'o', password: ' ', passwordConfirm: 'n' })).toBe(accountLoginMessages.checkPassword);
    expect(myPagePasswordMessage({ oldPassword: 'o', password: 'n' })).toBe(accountLoginMessages.checkPassword);
    expect(myPagePasswordMessage({ oldPassword: 'o', password: 'n', passwordConfirm: 'm' })).toBe(accountLoginMessages.checkPassword);
    expect(myPagePasswordMessage(null)).toBe(accountLoginMessages.checkPassword);
  });
});

describe('malformed input gets a message, never an exception', () => {
  it('property', () => {
    fc.assert(
      fc.property(malformed, anyValue, anyValue, (bad, x, y) => {
        expect(findPasswordMessage({ userId: x, accountHolder: y, phoneNumber: bad })).toEqual(expect.any(String));
        expect(myPagePasswordMessage({ oldPassword: x, password: bad, passwordConfirm: `${String(bad)}x` })).toEqual(expect.any(String));
        expect(recoveryPasswordMessage({ password: bad, passwordConfirm: `${String(bad)}x` })).toEqual(expect.any(String));
        const login = loginFormMessage({ userId: x, password: y });
        expect(login === null || login === '위 항목을 입력해주세요').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
  it('empty, whitespace, full-width digits and emoji logins are refused or accepted without throwing', () => {
    for (const v of ['', '   ', '１２３４', '😀', 'x'.repeat(10_000)]) {
      expect(() => loginFormMessage({ userId: v, password: v })).not.toThrow();
    }
  });
});

describe('myPagePasswordProblems (the my-page form marks the field that is wrong)', () => {
  const check = '비밀번호를 확인해주세요';
  it('marks each blank field and a confirmation unlike the new password', () => {
    expect(myPagePasswordProblems({})).toEqual({ oldPassword: check, password: check, passwordConfirm: check });
    expect(myPagePasswordProblems({ oldPassword: 'old1', password: 'new1', passwordConfirm: 'new2' })).toEqual({ passwordConfirm: check });
    expect(myPagePasswordProblems({ oldPassword: ' ', password: 'new1', passwordConfirm: 'new1' })).toEqual({ oldPassword: check });
    expect(myPagePasswordProblems({ oldPassword: 'old1', password: 'new1', passwordConfirm: 'new1' })).toEqual({});
  });
  it('property: no problems exactly when myPagePasswordMessage passes', () => {
    fc.assert(
      fc.property(fc.record({ oldPassword: fc.oneof(fc.string(), fc.constant(' ')), password: fc.string(), passwordConfirm: fc.string() }), (form) => {
        expect(Object.keys(myPagePasswordProblems(form)).length === 0).toBe(myPagePasswordMessage(form) === null);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANTI_BOT_ALPHABET,
  CARRIERS,
  JOIN_BAN_LIST,
  JOIN_PAYLOAD_DEFAULTS,
  formatSmsCountdown,
  isSmsCheckSuccess,
  joinCodeMessage,
  joinRecommenderFor,
  smsRemainingMs,
  SMS_CODE_VALID_MS,
  antiBotCode,
  isBanned,
  isJoinClosed,
  isSmsCodeValid,
  joinAccountHolderMessage,
  joinAccountNumberMessage,
  joinAntiBotMessage,
  joinBankCodeMessage,
  joinBannedNicknameMessage,
  joinBannedUserIdMessage,
  joinBirthDateMessage,
  joinCarrierMessage,
  joinClosedMessage,
  joinDepositPasswordMessage,
  joinGenderMessage,
  joinNicknameMessage,
  joinPasswordConfirmMessage,
  joinPasswordMessage,
  joinPayload,
  joinPhoneMessage,
  joinProblems,
  joinRecommenderMessage,
  joinUserIdCheckMessage,
  joinUserIdMessage,
  smsCodeMessage,
  type JoinForm,
} from './join';
import { JOIN_CODE_QUERY } from '../shell/constants';
import { joinMessages } from '../messages';

const m = joinMessages;
/** Malformed text: empty, whitespace, full-width digits, emoji, very long strings. */
const malformed = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^\s{1,20}$/),
  fc.constant('０１０１２３４５６７８'),
  fc.constant('😀😀'),
  fc.string({ minLength: 100, maxLength: 3000 }),
);
const anyValue = fc.oneof(malformed, fc.string(), fc.anything());

const validForm: JoinForm = {
  userId: 'abc123',
  password: 'pw!@#$%^*+=-1',
  passwordConfirm: 'pw!@#$%^*+=-1',
  nickname: '닉네임',
  phoneNumber: '01012345678',
  authNumber: '123456',
  bankAccountPssword: '1234',
  accountHolder: '홍길동',
  bankAccountNumber: '12345678901234',
  bankCode: '4',
  carrierCode: 1,
  birthDate: '900101',
  gender: '1',
  antiBotCode: 'AB12',
};
const validContext = { antiBotCode: 'AB12', joinStartEndFlg: 0, recommender: { type: 0, memberId: 7 } };

describe('userId (spec 5: "userId 4-12 letters and digits, no spaces"; "The id check alone requires 6 to 12 characters")', () => {
  it('the form accepts 4-12', () => {
    expect(joinUserIdMessage('abcd')).toBeNull();
    expect(joinUserIdMessage('abcdef123456')).toBeNull();
    expect(joinUserIdMessage('abc')).toBe(m.userIdFormat);
    expect(joinUserIdMessage('abcdef1234567')).toBe(m.userIdFormat);
    expect(joinUserIdMessage('ab cd')).toBe(m.userIdFormat);
    expect(joinUserIdMessage('아이디1234')).toBe(m.userIdFormat);
    expect(joinUserIdMessage('')).toBe('위 항목을 입력해주세요');
  });
  it('the duplicate check asks 6-12 (both rules kept, DESIGN decision)', () => {
    expect(joinUserIdCheckMessage('abcd')).toBe(m.userIdCheckLength);
    expect(joinUserIdCheckMessage('abcdef')).toBeNull();
    expect(joinUserIdCheckMessage('abcdef123456')).toBeNull();
    expect(joinUserIdCheckMessage('abc')).toBe(m.userIdFormat);
  });
});

describe('password (spec 5: "password 4-16 of letters, digits and !@#$%^*+=-; confirm equal to password")', () => {
  it('accepts the listed characters only', () => {
    expect(joinPasswordMessage('a1!@')).toBeNull();
    expect(joinPasswordMessage('a'.repeat(16))).toBeNull();
    expect(joinPasswordMessage('a'.repeat(17))).toBe(m.passwordFormat);
    expect(joinPasswordMessage('abc')).toBe(m.passwordFormat);
    expect(joinPasswordMessage('abcd&')).toBe(m.passwordFormat);
    expect(joinPasswordMessage('ab cd')).toBe(m.passwordFormat);
    expect(joinPasswordMessage(undefined)).toBe(m.required);
  });
  it('confirm must equal', () => {
    expect(joinPasswordConfirmMessage('abcd', 'abcd')).toBeNull();
    expect(joinPasswordConfirmMessage('abcd', 'abce')).toBe('비밀번호가 일치하지 않습니다');
    expect(joinPasswordConfirmMessage('abcd', '')).toBe(m.required);
  });
});

describe('nickname (spec 5: "nickname at most 8 characters, no spaces"; "an empty nickname is rejected")', () => {
  it('applies the rule', () => {
    expect(joinNicknameMessage('가나다라마바사아')).toBeNull();
    expect(joinNicknameMessage('가나다라마바사아자')).toBe(m.nicknameFormat);
    expect(joinNicknameMessage('가 나')).toBe(m.nicknameFormat);
    expect(joinNicknameMessage('😀😀😀😀😀😀😀😀')).toBeNull();
    expect(joinNicknameMessage('')).toBe(m.required);
  });
});

describe('phone (spec 5: "phone 01x plus 7-8 digits")', () => {
  it('applies the rule', () => {
    expect(joinPhoneMessage('0101234567')).toBeNull();
    expect(joinPhoneMessage('01912345678')).toBeNull();
    expect(joinPhoneMessage('010123456')).toBe(m.phoneFormat);
    expect(joinPhoneMessage('010123456789')).toBe(m.phoneFormat);
    expect(joinPhoneMessage('02012345678')).toBe(m.phoneFormat);
    expect(joinPhoneMessage('010-1234-5678')).toBe(m.phoneFormat);
    expect(joinPhoneMessage('０１０１２３４５６７８')).toBe(m.phoneFormat);
    expect(joinPhoneMessage(' ')).toBe(m.required);
  });
});

describe('digit fields (spec 5: "deposit password exactly 4 digits; birth date 6 digits; gender digit required")', () => {
  it('deposit password', () => {
    expect(joinDepositPasswordMessage('0000')).toBeNull();
    expect(joinDepositPasswordMessage('123')).toBe(m.depositPasswordFormat);
    expect(joinDepositPasswordMessage('12a4')).toBe(m.depositPasswordFormat);
    expect(joinDepositPasswordMessage(null)).toBe(m.required);
  });
  it('birth date', () => {
    expect(joinBirthDateMessage('900101')).toBeNull();
    expect(joinBirthDateMessage('19900101')).toBe(m.birthDateFormat);
    expect(joinBirthDateMessage('')).toBe(m.required);
  });
  it('gender', () => {
    expect(joinGenderMessage(1)).toBeNull();
    expect(joinGenderMessage('12')).toBe(m.genderFormat);
    expect(joinGenderMessage('')).toBe(m.required);
  });
});

describe('carrier and bank (spec 9: "Bank code range 1-39. Carriers: 1 SK ... 6 LG budget")', () => {
  it('carrier 1-6', () => {
    expect(Object.keys(CARRIERS)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(joinCarrierMessage('1')).toBeNull();
    expect(joinCarrierMessage(6)).toBeNull();
    expect(joinCarrierMessage(0)).toBe(m.carrierFormat);
    expect(joinCarrierMessage('7')).toBe(m.carrierFormat);
    expect(joinCarrierMessage('')).toBe(m.required);
  });
  it('bank code 1-39', () => {
    expect(joinBankCodeMessage(1)).toBeNull();
    expect(joinBankCodeMessage('39')).toBeNull();
    expect(joinBankCodeMessage('40')).toBe(m.bankCodeFormat);
    expect(joinBankCodeMessage('0')).toBe(m.bankCodeFormat);
    expect(joinBankCodeMessage('1.5')).toBe(m.bankCodeFormat);
    expect(joinBankCodeMessage(undefined)).toBe(m.required);
  });
});

describe('account (spec 5: "account number at most 14 characters; account holder at most 80")', () => {
  it('account number: 14 characters pass, 15 get its message', () => {
    expect(joinAccountNumberMessage('1'.repeat(14))).toBeNull();
    expect(joinAccountNumberMessage('1'.repeat(15))).toBe(m.accountNumberFormat);
    expect(joinAccountNumberMessage('')).toBe(m.required);
  });
  it('account holder: 80 characters pass, 81 get its message', () => {
    expect(joinAccountHolderMessage('가'.repeat(80))).toBeNull();
    expect(joinAccountHolderMessage('가'.repeat(81))).toBe(m.accountHolderFormat);
    expect(joinAccountHolderMessage('')).toBe(m.required);
  });
  it('each over-long field is named with its own message, for the form to show under it', () => {
    const problems = joinProblems({ ...validForm, bankAccountNumber: '1'.repeat(15), accountHolder: '가'.repeat(81) }, validContext);
    expect(problems).toEqual([
      { field: 'bankAccountNumber', message: m.accountNumberFormat },
      { field: 'accountHolder', message: m.accountHolderFormat },
    ]);
  });
});

describe('anti-bot code (spec 5: "the random 4-character code of capitals and digits generated on the client")', () => {
  it('maps the injected source onto the alphabet', () => {
    expect(antiBotCode(() => 0)).toBe('AAAA');
    expect(antiBotCode(() => 0.9999999)).toBe('9999');
    expect(ANTI_BOT_ALPHABET).toHaveLength(36);
  });
  it('a misbehaving source still gives a valid code', () => {
    expect(antiBotCode(() => Number.NaN)).toBe('AAAA');
    expect(antiBotCode(() => -5)).toBe('AAAA');
    expect(antiBotCode(() => 7)).toBe('9999');
  });
  it('property: always matches /^[A-Z0-9]{4}$/', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 4, maxLength: 4 }), (values) => {
        let i = 0;
        expect(antiBotCode(() => values[i++] ?? 0)).toMatch(/^[A-Z0-9]{4}$/);
      }),
      { numRuns: 1000 },
    );
  });
  it('the entry must equal the code exactly', () => {
    expect(joinAntiBotMessage('AB12', 'AB12')).toBeNull();
    expect(joinAntiBotMessage('ab12', 'AB12')).toBe(m.antiBotMismatch);
    expect(joinAntiBotMessage('', 'AB12')).toBe(m.required);
  });
});

describe('ban lists (spec 5: "Ids and nicknames in the ban list are rejected")', () => {
  it('rejects banned values case-insensitively', () => {
    expect(isBanned('Admin', ['admin'])).toBe(true);
    expect(isBanned('', [''])).toBe(false);
    expect(joinBannedUserIdMessage('admin', [' ADMIN '])).toBe(m.bannedUserId);
    expect(joinBannedUserIdMessage('user1', ['admin'])).toBeNull();
    expect(joinBannedNicknameMessage('운영자', ['운영자'])).toBe(m.bannedNickname);
    expect(joinBannedNicknameMessage('손님', ['운영자'])).toBeNull();
  });
});

describe('recommender (spec 5: "A valid recommender is required (else \'not a valid recommender code\')")', () => {
  it('needs type 0 or 1 and a member id', () => {
    expect(joinRecommenderMessage({ type: 0, memberId: 3 })).toBeNull();
    expect(joinRecommenderMessage({ type: '1', memberId: 'p1' })).toBeNull();
    expect(joinRecommenderMessage({ type: 2, memberId: 3 })).toBe(m.invalidRecommender);
    expect(joinRecommenderMessage({ type: 0 })).toBe(m.invalidRecommender);
    expect(joinRecommenderMessage(null)).toBe(m.invalidRecommender);
    expect(joinRecommenderMessage('x' as never)).toBe(m.invalidRecommender);
  });
});

describe('joinStartEndFlg (spec 5: "Sign-up refused when joinStartEndFlg is set: \'현재 회원가입은 종료했습니다\'")', () => {
  it('reads the flag', () => {
    expect(joinClosedMessage(true)).toBe('현재 회원가입은 종료했습니다');
    expect(joinClosedMessage(1)).toBe('현재 회원가입은 종료했습니다');
    expect(joinClosedMessage('Y')).toBe('현재 회원가입은 종료했습니다');
    for (const off of [false, 0, Number.NaN, '', '0', 'false', 'N', null, undefined]) {
      expect(isJoinClosed(off)).toBe(false);
    }
    expect(joinClosedMessage(0)).toBeNull();
    expect(m.closedAlert).toBe('현재 회원가입은 종료했습니다.');
  });
});

describe('SMS code (spec 9: "SMS code valid for 10 minutes")', () => {
  const sent = Date.UTC(2026, 0, 1);
  it('valid for less than 10 minutes', () => {
    expect(isSmsCodeValid(sent, sent)).toBe(true);
    expect(isSmsCodeValid(new Date(sent), new Date(sent + SMS_CODE_VALID_MS - 1))).toBe(true);
    expect(isSmsCodeValid(sent, sent + SMS_CODE_VALID_MS)).toBe(false);
    expect(isSmsCodeValid(sent, sent - 1)).toBe(false);
    expect(isSmsCodeValid(Number.NaN, sent)).toBe(false);
    expect(smsCodeMessage(sent, sent + 60_000)).toBeNull();
    expect(smsCodeMessage(sent, sent + 11 * 60_000)).toBe(m.smsCodeExpired);
  });
});

describe('joinProblems (spec 5: "Join rules: all required (\'enter the item above\')")', () => {
  it('a valid form passes', () => {
    expect(joinProblems(validForm, validContext)).toEqual([]);
  });
  it('an empty form lists every field', () => {
    const problems = joinProblems(null, { antiBotCode: 'AB12', joinStartEndFlg: 1, recommender: null });
    expect(problems.map((p) => p.field)).toEqual([
      'joinStartEndFlg', 'recommender', 'userId', 'password', 'passwordConfirm', 'nickname', 'phoneNumber',
      'authNumber', 'bankAccountPssword', 'birthDate', 'gender', 'carrierCode', 'bankCode', 'bankAccountNumber',
      'accountHolder', 'antiBotCode',
    ]);
  });
  it('applies the ban lists', () => {
    const problems = joinProblems(validForm, { ...validContext, bannedUserIds: ['abc123'], bannedNicknames: ['닉네임'] });
    expect(problems).toEqual([
      { field: 'userId', message: m.bannedUserId },
      { field: 'nickname', message: m.bannedNickname },
    ]);
  });
  it('property: malformed input gets messages, never an exception', () => {
    fc.assert(
      fc.property(malformed, anyValue, anyValue, (bad, a, b) => {
        const form = Object.fromEntries(Object.keys(validForm).map((k, i) => [k, i % 2 ? a : b])) as JoinForm;
        const problems = joinProblems(form, { antiBotCode: 'AB12', recommender: { type: a, memberId: b } });
        for (const p of problems) expect(typeof p.message).toBe('string');
        for (const rule of [joinUserIdMessage, joinPasswordMessage, joinPhoneMessage, joinDepositPasswordMessage, joinBirthDateMessage, joinGenderMessage, joinCarrierMessage, joinBankCodeMessage]) {
          expect(rule(bad)).toEqual(expect.any(String));
        }
        const badProblems = joinProblems({ ...validForm, phoneNumber: bad, userId: bad }, validContext);
        expect(badProblems.map((p) => p.field)).toEqual(['userId', 'phoneNumber']);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('joinPayload (spec 3: "plus fixed defaults (type 0, userType A, casinoUseFlag 1, slotUseFlag 1 ...)")', () => {
  it('carries the form and the fixed defaults', () => {
    const payload = joinPayload(validForm, { managementTarget1UserId: 'p1', suggestionCode1: 'S1', recommenderId: 'r' });
    expect(payload).toMatchObject({ userId: 'abc123', carrierCode: '1', managementTarget1UserId: 'p1', suggestionCode2: '', ...JOIN_PAYLOAD_DEFAULTS });
    expect(payload.type).toBe(0);
    expect(payload.userType).toBe('A');
    expect(joinPayload({}).managementTarget1UserId).toBe('');
    expect(joinPayload({ type: 5 } as JoinForm).type).toBe(0);
  });
});

describe('the join flow helpers (spec 2, 4, 7, 8)', () => {
  it('spec 2: the join route reads its code from the joinCd query', () => {
    expect(JOIN_CODE_QUERY).toBe('joinCd');
  });
  it('the recommender-code dialog: blank asks for the item, an empty answer is spec 8\'s "invalid join code"', () => {
    expect(joinCodeMessage('  ')).toBe('위 항목을 입력해주세요');
    expect(joinCodeMessage('PT01')).toBeNull();
    expect(joinCodeMessage('NOPE', '')).toBe(joinMessages.invalidJoinCode);
    expect(joinCodeMessage('NOPE', null)).toBe(joinMessages.invalidJoinCode);
    expect(joinCodeMessage('NOPE', { type: 3, memberId: 4 })).toBe(joinMessages.invalidJoinCode);
    expect(joinCodeMessage('PT01', { type: 1, memberId: 11 })).toBeNull();
    expect(joinCodeMessage('BETKIT', { type: '0', memberId: 9 })).toBeNull();
  });
  it('a partner\'s code names the distributor, a member\'s the recommender; both keep the code', () => {
    expect(joinRecommenderFor(' PT01 ', { type: 1, memberId: 11, userId: 'partner01' })).toEqual({ managementTarget1UserId: 'partner01', suggestionCode1: 'PT01' });
    expect(joinRecommenderFor('BETKIT', { type: 0, memberId: 9, userId: 'recommender01' })).toEqual({ recommenderId: 'recommender01', suggestionCode1: 'BETKIT' });
    expect(joinPayload(validForm, joinRecommenderFor('PT01', { type: 1, memberId: 11, userId: 'partner01' }))).toMatchObject({
      managementTarget1UserId: 'partner01',
      suggestionCode1: 'PT01',
      recommenderId: '',
    });
  });
  it('spec 7: the SMS check succeeds only on the "authentication success" text', () => {
    expect(joinMessages.smsVerifiedAnswer).toBe('인증성공');
    expect(isSmsCheckSuccess('인증성공')).toBe(true);
    expect(isSmsCheckSuccess(' "인증성공" ')).toBe(true);
    for (const other of ['인증실패', '', null, undefined, 1, true, { message: '인증성공' }]) expect(isSmsCheckSuccess(other)).toBe(false);
  });
  it('spec 9: the countdown runs from 10:00 to 00:00 over the 10 minutes', () => {
    const sent = Date.UTC(2026, 10, 25, 3, 0, 0);
    expect(formatSmsCountdown(smsRemainingMs(sent, sent))).toBe('10:00');
    expect(formatSmsCountdown(smsRemainingMs(sent, sent + 1))).toBe('10:00');
    expect(formatSmsCountdown(smsRemainingMs(sent, sent + 1_000))).toBe('09:59');
    expect(formatSmsCountdown(smsRemainingMs(sent, sent + 9 * 60_000 + 59_500))).toBe('00:01');
    expect(smsRemainingMs(sent, sent + SMS_CODE_VALID_MS)).toBe(0);
    expect(formatSmsCountdown(smsRemainingMs(sent, sent + 11 * 60_000))).toBe('00:00');
    // A clock that moved back never shows more than the 10 minutes; junk is expired.
    expect(smsRemainingMs(sent, sent - 5_000)).toBe(SMS_CODE_VALID_MS);
    expect(smsRemainingMs(Number.NaN, sent)).toBe(0);
    expect(formatSmsCountdown(Number.NaN)).toBe('00:00');
  });
  it('property: the countdown agrees with isSmsCodeValid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 60_000 }), (elapsed) => {
        const sent = 1_700_000_000_000;
        expect(smsRemainingMs(sent, sent + elapsed) > 0).toBe(isSmsCodeValid(sent, sent + elapsed));
      }),
    );
  });
  it('the ban lists refuse their ids and nicknames in any case', () => {
    expect(isBanned('ADMIN', JOIN_BAN_LIST.userIds)).toBe(true);
    expect(isBanned('관리자', JOIN_BAN_LIST.nicknames)).toBe(true);
    expect(isBanned('lucky77', JOIN_BAN_LIST.userIds)).toBe(false);
  });
  it('spec 8\'s join answers, in Korean', () => {
    expect(joinMessages.taken).toBe('이미 사용중입니다');
    expect(joinMessages.available).toBe('사용 가능합니다');
    expect(joinMessages.smsSent).toBe('인증번호가 발송되었습니다');
    expect(joinMessages.unexpected).toBe('예상하지 못한 오류가 발생했습니다');
    expect(joinMessages.registrationFailed).toBe('회원가입에 실패했습니다');
    expect(joinMessages.formInvalid).toBe('회원가입에 실패했습니다. 메시지를 확인해주세요');
    expect(joinMessages.invalidJoinCode).toBe('유효하지 않은 가입코드입니다');
  });
});

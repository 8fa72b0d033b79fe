// Sign-up rules (site-and-member-services.md sections 3, 4, 5 and 9).
import type { AccountRuleMessage } from './login';
import { joinMessages } from '../messages';
import { asText, charCount, isBlank } from './text';

/** Spec 9: "Anti-bot code length 4." */
export const ANTI_BOT_CODE_LENGTH = 4;
/** The anti-bot alphabet: capitals and digits (spec 5). */
export const ANTI_BOT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Spec 9: "SMS code valid for 10 minutes." */
export const SMS_CODE_VALID_MS = 10 * 60 * 1000;
/** Spec 9: "Bank code range 1-39." */
export const BANK_CODE_MIN = 1;
/** Spec 9: "Bank code range 1-39." */
export const BANK_CODE_MAX = 39;
/** Spec 9: "Carriers: 1 SK, 2 KT, 3 LG, 4 SK budget, 5 KT budget, 6 LG budget." */
export const CARRIERS = { 1: 'SK', 2: 'KT', 3: 'LG', 4: 'SK 알뜰폰', 5: 'KT 알뜰폰', 6: 'LG 알뜰폰' } as const;

const USER_ID = /^[A-Za-z0-9]{4,12}$/;
const PASSWORD = /^[A-Za-z0-9!@#$%^*+=-]{4,16}$/;
const PHONE = /^01[0-9][0-9]{7,8}$/;

/** Spec 5: "userId 4-12 letters and digits, no spaces" (the form rule). */
export function joinUserIdMessage(userId: unknown): AccountRuleMessage {
  if (isBlank(userId)) return joinMessages.required;
  return USER_ID.test(asText(userId)) ? null : joinMessages.userIdFormat;
}

/** Spec 5: "The id check alone requires 6 to 12 characters" (the duplicate-check rule, kept separate). */
export function joinUserIdCheckMessage(userId: unknown): AccountRuleMessage {
  const formRule = joinUserIdMessage(userId);
  if (formRule !== null) return formRule;
  const length = asText(userId).length;
  return length >= 6 && length <= 12 ? null : joinMessages.userIdCheckLength;
}

/** Spec 5: "password 4-16 of letters, digits and !@#$%^*+=-". */
export function joinPasswordMessage(password: unknown): AccountRuleMessage {
  if (isBlank(password)) return joinMessages.required;
  return PASSWORD.test(asText(password)) ? null : joinMessages.passwordFormat;
}

/** Spec 5: "confirm equal to password". */
export function joinPasswordConfirmMessage(password: unknown, confirm: unknown): AccountRuleMessage {
  if (isBlank(confirm)) return joinMessages.required;
  return asText(password) === asText(confirm) ? null : joinMessages.passwordMismatch;
}

/** Spec 5: "nickname at most 8 characters, no spaces"; "an empty nickname is rejected". */
export function joinNicknameMessage(nickname: unknown): AccountRuleMessage {
  if (isBlank(nickname)) return joinMessages.required;
  const text = asText(nickname);
  return /\s/.test(text) || charCount(text) > 8 ? joinMessages.nicknameFormat : null;
}

/** Spec 5: "phone 01x plus 7-8 digits" (ASCII digits only, no separators). */
export function joinPhoneMessage(phone: unknown): AccountRuleMessage {
  if (isBlank(phone)) return joinMessages.required;
  return PHONE.test(asText(phone)) ? null : joinMessages.phoneFormat;
}

/** Spec 5: "deposit password exactly 4 digits". */
export function joinDepositPasswordMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return /^[0-9]{4}$/.test(asText(value)) ? null : joinMessages.depositPasswordFormat;
}

/** Spec 5: "birth date 6 digits". */
export function joinBirthDateMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return /^[0-9]{6}$/.test(asText(value)) ? null : joinMessages.birthDateFormat;
}

/** Spec 5: "gender digit required" (one ASCII digit). */
export function joinGenderMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return /^[0-9]$/.test(asText(value)) ? null : joinMessages.genderFormat;
}

/** True for a whole number written in ASCII digits, inside [min, max]. */
function inRange(value: unknown, min: number, max: number): boolean {
  const text = asText(value).trim();
  if (!/^[0-9]{1,3}$/.test(text)) return false;
  const n = Number(text);
  return n >= min && n <= max;
}

/** Spec 5/9: "carrier required"; carriers are 1 to 6. */
export function joinCarrierMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return inRange(value, 1, 6) ? null : joinMessages.carrierFormat;
}

/** Spec 5: "bank code 1 to 39". */
export function joinBankCodeMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return inRange(value, BANK_CODE_MIN, BANK_CODE_MAX) ? null : joinMessages.bankCodeFormat;
}

/** Spec 5: "account number at most 14 characters". */
export function joinAccountNumberMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return charCount(asText(value)) <= 14 ? null : joinMessages.accountNumberFormat;
}

/** Spec 5: "account holder at most 80". */
export function joinAccountHolderMessage(value: unknown): AccountRuleMessage {
  if (isBlank(value)) return joinMessages.required;
  return charCount(asText(value)) <= 80 ? null : joinMessages.accountHolderFormat;
}

/** Spec 5: "the random 4-character code of capitals and digits generated on the client", from an injected source. */
export function antiBotCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < ANTI_BOT_CODE_LENGTH; i += 1) {
    const r = random();
    // A misbehaving source (NaN, negative, 1 or more) still yields a valid character.
    const index = Number.isFinite(r) ? Math.min(ANTI_BOT_ALPHABET.length - 1, Math.max(0, Math.floor(r * ANTI_BOT_ALPHABET.length))) : 0;
    code += ANTI_BOT_ALPHABET.charAt(index);
  }
  return code;
}

/** Spec 5: "anti-bot code must equal the random 4-character code" (exact, case-sensitive). */
export function joinAntiBotMessage(entered: unknown, code: string): AccountRuleMessage {
  if (isBlank(entered)) return joinMessages.required;
  return asText(entered) === code ? null : joinMessages.antiBotMismatch;
}

/** Spec 5: "Ids and nicknames in the ban list are rejected" (trimmed, case-insensitive). */
export function isBanned(value: unknown, banList: readonly string[]): boolean {
  const text = asText(value).trim().toLowerCase();
  return text !== '' && banList.some((banned) => banned.trim().toLowerCase() === text);
}

/** The banned-id message, or null. */
export function joinBannedUserIdMessage(userId: unknown, banList: readonly string[]): AccountRuleMessage {
  return isBanned(userId, banList) ? joinMessages.bannedUserId : null;
}

/** The banned-nickname message, or null. */
export function joinBannedNicknameMessage(nickname: unknown, banList: readonly string[]): AccountRuleMessage {
  return isBanned(nickname, banList) ? joinMessages.bannedNickname : null;
}

/** A suggestion-code answer (spec 3: type 0 or 1, memberId). */
export interface SuggestionCodeAnswer {
  /** 0 or 1. */
  type?: unknown;
  /** The recommender member's id. */
  memberId?: unknown;
}

/** Spec 5: "A valid recommender is required (else 'not a valid recommender code')": type 0 or 1 and a memberId. */
export function joinRecommenderMessage(answer: SuggestionCodeAnswer | null | undefined): AccountRuleMessage {
  if (answer === null || typeof answer !== 'object') return joinMessages.invalidRecommender;
  const type = asText(answer.type);
  if (type !== '0' && type !== '1') return joinMessages.invalidRecommender;
  return isBlank(answer.memberId) ? joinMessages.invalidRecommender : null;
}

/** True when joinStartEndFlg is set: true, a non-zero number, or text other than '', '0', 'false', 'N'. */
export function isJoinClosed(joinStartEndFlg: unknown): boolean {
  if (typeof joinStartEndFlg === 'boolean') return joinStartEndFlg;
  if (typeof joinStartEndFlg === 'number') return Number.isFinite(joinStartEndFlg) && joinStartEndFlg !== 0;
  if (typeof joinStartEndFlg === 'string') return !['', '0', 'false', 'n'].includes(joinStartEndFlg.trim().toLowerCase());
  return false;
}

/** Spec 5: "Sign-up refused when joinStartEndFlg is set: '현재 회원가입은 종료했습니다'". */
export function joinClosedMessage(joinStartEndFlg: unknown): AccountRuleMessage {
  return isJoinClosed(joinStartEndFlg) ? joinMessages.closed : null;
}


// Not in spec: the ban lists' contents ("Ids and nicknames in the ban list are rejected"); the server keeps its own too.
/** The ids and nicknames sign-up refuses. */
export const JOIN_BAN_LIST = {
  userIds: ['admin', 'root', 'system', 'master', 'operator', 'betkit'],
  nicknames: ['운영자', '관리자', '어드민', '고객센터', '총판', '벳킷'],
} as const;

/** The recommender-code dialog's verdict: blank is '위 항목을 입력해주세요', an answer without a valid owner spec 8's "invalid join code". */
export function joinCodeMessage(code: unknown, answer?: SuggestionCodeAnswer | null | ''): AccountRuleMessage {
  if (isBlank(code)) return joinMessages.required;
  if (answer === undefined) return null;
  return joinRecommenderMessage(answer === '' ? null : answer) === null ? null : joinMessages.invalidJoinCode;
}

/** A suggestion-code answer with the owner's user id (the demo backend and real servers send it; Not in spec). */
export interface SuggestionCodeOwner extends SuggestionCodeAnswer {
  /** The owner's user id. */
  userId?: unknown;
}

// Not in spec: which payload fields a code fills. A partner's code (type 1) names the distributor, a member's (type 0) the recommender.
/** The join payload's recommender part for a checked code. */
export function joinRecommenderFor(code: string, answer: SuggestionCodeOwner): JoinRecommender {
  const owner = asText(answer.userId).trim();
  const trimmed = code.trim();
  return asText(answer.type) === '1'
    ? { managementTarget1UserId: owner, suggestionCode1: trimmed }
    : { recommenderId: owner, suggestionCode1: trimmed };
}

/** True when GET /sms/checkAuthNumber answered spec 7's success text (quotes and spaces around it ignored). */
export function isSmsCheckSuccess(answer: unknown): boolean {
  return asText(answer).trim().replace(/^"|"$/g, '') === joinMessages.smsVerifiedAnswer;
}

/** The SMS code's time left in ms (0 once expired, or for an invalid time). */
export function smsRemainingMs(sentAt: Date | number, now: Date | number): number {
  const elapsed = Number(now) - Number(sentAt);
  if (!Number.isFinite(elapsed)) return 0;
  return Math.min(SMS_CODE_VALID_MS, Math.max(0, SMS_CODE_VALID_MS - Math.max(0, elapsed)));
}

/** The countdown "MM:SS" of a time left, rounded up to the second ("10:00" just after sending, "00:00" when expired). */
export function formatSmsCountdown(remainingMs: number): string {
  const seconds = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Spec 4/9: the SMS code is valid for 10 minutes after it was sent (valid while less than 10 minutes passed). */
export function isSmsCodeValid(sentAt: Date | number, now: Date | number): boolean {
  const elapsed = Number(now) - Number(sentAt);
  return Number.isFinite(elapsed) && elapsed >= 0 && elapsed < SMS_CODE_VALID_MS;
}

/** The SMS-expired message, or null while the code is valid. */
export function smsCodeMessage(sentAt: Date | number, now: Date | number): AccountRuleMessage {
  return isSmsCodeValid(sentAt, now) ? null : joinMessages.smsCodeExpired;
}

/** The join form as the member filled it. */
export interface JoinForm {
  /** Id. */ userId?: unknown;
  /** Password. */ password?: unknown;
  /** Password again. */ passwordConfirm?: unknown;
  /** Nickname. */ nickname?: unknown;
  /** Phone number. */ phoneNumber?: unknown;
  /** SMS code. */ authNumber?: unknown;
  /** Deposit/withdraw password. */ bankAccountPssword?: unknown;
  /** Account holder. */ accountHolder?: unknown;
  /** Account number. */ bankAccountNumber?: unknown;
  /** Bank code. */ bankCode?: unknown;
  /** Carrier code. */ carrierCode?: unknown;
  /** Birth date (6 digits). */ birthDate?: unknown;
  /** Gender digit. */ gender?: unknown;
  /** Anti-bot code entered. */ antiBotCode?: unknown;
}

/** The field a join message belongs to. */
export type JoinField = keyof JoinForm | 'recommender' | 'joinStartEndFlg';

/** The context the join rules read besides the form. */
export interface JoinContext {
  /** The generated anti-bot code. */
  antiBotCode: string;
  /** The settingSignUp flag. */
  joinStartEndFlg?: unknown;
  /** The suggestion-code answer for the recommender code. */
  recommender?: SuggestionCodeAnswer | null;
  /** Banned ids. */
  bannedUserIds?: readonly string[];
  /** Banned nicknames. */
  bannedNicknames?: readonly string[];
}

/** A failing join field and its message. */
export interface JoinProblem {
  /** The field. */
  field: JoinField;
  /** The message. */
  message: string;
}

/** Every join rule in form order; an empty list means the form may be sent. */
export function joinProblems(form: JoinForm | null | undefined, context: JoinContext): JoinProblem[] {
  const f: JoinForm = form ?? {};
  const checks: [JoinField, AccountRuleMessage][] = [
    ['joinStartEndFlg', joinClosedMessage(context.joinStartEndFlg)],
    ['recommender', joinRecommenderMessage(context.recommender)],
    ['userId', joinUserIdCheckMessage(f.userId) ?? joinBannedUserIdMessage(f.userId, context.bannedUserIds ?? [])],
    ['password', joinPasswordMessage(f.password)],
    ['passwordConfirm', joinPasswordConfirmMessage(f.password, f.passwordConfirm)],
    ['nickname', joinNicknameMessage(f.nickname) ?? joinBannedNicknameMessage(f.nickname, context.bannedNicknames ?? [])],
    ['phoneNumber', joinPhoneMessage(f.phoneNumber)],
    ['authNumber', isBlank(f.authNumber) ? joinMessages.required : null],
    ['bankAccountPssword', joinDepositPasswordMessage(f.bankAccountPssword)],
    ['birthDate', joinBirthDateMessage(f.birthDate)],
    ['gender', joinGenderMessage(f.gender)],
    ['carrierCode', joinCarrierMessage(f.carrierCode)],
    ['bankCode', joinBankCodeMessage(f.bankCode)],
    ['bankAccountNumber', joinAccountNumberMessage(f.bankAccountNumber)],
    ['accountHolder', joinAccountHolderMessage(f.accountHolder)],
    ['antiBotCode', joinAntiBotMessage(f.antiBotCode, context.antiBotCode)],
  ];
  return checks.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

/** Spec 3/9: the join payload's fixed defaults (type 0, userType A, casino and slot use on). */
export const JOIN_PAYLOAD_DEFAULTS = { type: 0, userType: 'A', casinoUseFlag: 1, slotUseFlag: 1 } as const;

/** The recommender part of the join payload. */
export interface JoinRecommender {
  /** The distributor the member joins under. */ managementTarget1UserId?: string;
  /** Suggestion code 1. */ suggestionCode1?: string;
  /** Suggestion code 2. */ suggestionCode2?: string;
  /** The recommender's id. */ recommenderId?: string;
}

/** The POST /member/join body (spec 3). */
export interface JoinPayload {
  /** Id. */ userId: string;
  /** Password. */ password: string;
  /** Nickname. */ nickname: string;
  /** Phone number. */ phoneNumber: string;
  /** SMS code. */ authNumber: string;
  /** Distributor id. */ managementTarget1UserId: string;
  /** Deposit password. */ bankAccountPssword: string;
  /** Holder. */ accountHolder: string;
  /** Account number. */ bankAccountNumber: string;
  /** Bank code. */ bankCode: string;
  /** Carrier code. */ carrierCode: string;
  /** Birth date. */ birthDate: string;
  /** Gender. */ gender: string;
  /** Suggestion code 1. */ suggestionCode1: string;
  /** Suggestion code 2. */ suggestionCode2: string;
  /** Recommender id. */ recommenderId: string;
  /** Fixed: 0. */ type: 0;
  /** Fixed: 'A'. */ userType: 'A';
  /** Fixed: 1. */ casinoUseFlag: 1;
  /** Fixed: 1. */ slotUseFlag: 1;
}

/** Builds the join payload from the form and recommender, with the fixed defaults (spec 3). */
export function joinPayload(form: JoinForm, recommender: JoinRecommender = {}): JoinPayload {
  return {
    userId: asText(form.userId).trim(),
    password: asText(form.password),
    nickname: asText(form.nickname).trim(),
    phoneNumber: asText(form.phoneNumber).trim(),
    authNumber: asText(form.authNumber).trim(),
    managementTarget1UserId: recommender.managementTarget1UserId ?? '',
    bankAccountPssword: asText(form.bankAccountPssword),
    accountHolder: asText(form.accountHolder).trim(),
    bankAccountNumber: asText(form.bankAccountNumber).trim(),
    bankCode: asText(form.bankCode).trim(),
    carrierCode: asText(form.carrierCode).trim(),
    birthDate: asText(form.birthDate).trim(),
    gender: asText(form.gender).trim(),
    suggestionCode1: recommender.suggestionCode1 ?? '',
    suggestionCode2: recommender.suggestionCode2 ?? '',
    recommenderId: recommender.recommenderId ?? '',
    ...JOIN_PAYLOAD_DEFAULTS,
  };
}

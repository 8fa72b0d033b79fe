// Login and password rules (site-and-member-services.md section 5, 9).
import { accountLoginMessages } from '../messages';
import { asText, isBlank } from './text';

/** A rule's verdict: null when the input passes, otherwise the message to show. */
export type AccountRuleMessage = string | null;

/** The login form's fields (payload {userId, password}). */
export interface LoginForm {
  /** The member's id. */
  userId?: unknown;
  /** The member's password. */
  password?: unknown;
}

/** Spec 5: "ID and password required, message '위 항목을 입력해주세요'" (the compact form shows the same text). */
export function loginFormMessage(form: LoginForm | null | undefined): AccountRuleMessage {
  if (isBlank(form?.userId) || isBlank(form?.password)) return accountLoginMessages.required;
  return null;
}

/** Spec 9: "Password recovery uses the last 4 digits of the phone number." */
export const PHONE_LAST_DIGITS = 4;

/** The find-password form's fields (payload {phoneNumber, userId, accountHolder}). */
export interface FindPasswordForm {
  /** The member's id. */
  userId?: unknown;
  /** The account holder's name. */
  accountHolder?: unknown;
  /** The last 4 digits of the phone number. */
  phoneNumber?: unknown;
}

/** Spec 5: ID, account holder and last 4 digits of the phone required; the 4 digits must be exactly 4 ASCII digits. */
export function findPasswordMessage(form: FindPasswordForm | null | undefined): AccountRuleMessage {
  if (isBlank(form?.userId) || isBlank(form?.accountHolder) || isBlank(form?.phoneNumber)) {
    return accountLoginMessages.required;
  }
  // Spec ambiguity: "a 4-digit length rule exists, its bound and message not shown" — exactly 4 digits.
  if (!/^[0-9]{4}$/.test(asText(form?.phoneNumber))) return accountLoginMessages.phoneLast4;
  return null;
}

/** The recovery change-password form's fields. */
export interface RecoveryPasswordForm {
  /** The new password. */
  password?: unknown;
  /** The new password again. */
  passwordConfirm?: unknown;
}

/** Spec 5: "both fields required and equal, else '비밀번호가 일치하지 않습니다'". */
export function recoveryPasswordMessage(form: RecoveryPasswordForm | null | undefined): AccountRuleMessage {
  const password = asText(form?.password);
  if (isBlank(password) || isBlank(form?.passwordConfirm) || password !== asText(form?.passwordConfirm)) {
    return accountLoginMessages.passwordMismatch;
  }
  return null;
}

/** The my-page change-password form's fields (payload {oldPassword, password}). */
export interface MyPagePasswordForm {
  /** The current password. */
  oldPassword?: unknown;
  /** The new password. */
  password?: unknown;
  /** The new password again. */
  passwordConfirm?: unknown;
}

/** Spec 5: "old, new, confirm non-empty and new equal to confirm, else 'check the password'". */
export function myPagePasswordMessage(form: MyPagePasswordForm | null | undefined): AccountRuleMessage {
  const password = asText(form?.password);
  if (isBlank(form?.oldPassword) || isBlank(password) || isBlank(form?.passwordConfirm)) {
    return accountLoginMessages.checkPassword;
  }
  if (password !== asText(form?.passwordConfirm)) return accountLoginMessages.checkPassword;
  return null;
}

/** Which my-page password field is wrong, for the form to mark (each with the spec's one text). */
export type MyPagePasswordProblems = Partial<Record<keyof MyPagePasswordForm, string>>;

/** `myPagePasswordMessage` per field: blank fields, and a confirmation unlike the new password. */
export function myPagePasswordProblems(form: MyPagePasswordForm | null | undefined): MyPagePasswordProblems {
  const problems: MyPagePasswordProblems = {};
  if (isBlank(form?.oldPassword)) problems.oldPassword = accountLoginMessages.checkPassword;
  if (isBlank(form?.password)) problems.password = accountLoginMessages.checkPassword;
  if (isBlank(form?.passwordConfirm) || asText(form?.passwordConfirm) !== asText(form?.password)) {
    problems.passwordConfirm = accountLoginMessages.checkPassword;
  }
  return problems;
}

// Member-service rules (site-and-member-services.md sections 3, 4, 6 and 8).
import { isBackOfficeAdmin } from '../betting/roles';
import { toFiniteNumber, toInteger } from '../read';
import { memberMessages } from '../messages';
import { asText } from './text';
import { percentToBasisPoints } from '../partners/rates';

/** Spec 3: "bankAccountNumber (shown masked, last 4 replaced by stars)". Shorter numbers are all stars. */
export function maskBankAccount(accountNumber: unknown): string {
  const chars = Array.from(asText(accountNumber));
  const shown = Math.max(0, chars.length - 4);
  return chars.slice(0, shown).join('') + '*'.repeat(chars.length - shown);
}

/** The partner fields the contract percent reads. */
export interface ContractPercentUser {
  /** 1st-class target percent. */ managementTarget1Percent?: unknown;
  /** 2nd-class target percent. */ managementTarget2Percent?: unknown;
  /** 3rd-class target percent. */ managementTarget3Percent?: unknown;
}

/** The contract percent: the first non-empty of the level 3, 2, 1 targets; null when none is a number. */
export function contractPercent(user: ContractPercentUser | null | undefined): number | null {
  for (const value of [user?.managementTarget3Percent, user?.managementTarget2Percent, user?.managementTarget1Percent]) {
    if (value === null || value === undefined || asText(value).trim() === '') continue;
    const n = toFiniteNumber(value);
    if (n !== undefined) return n;
  }
  return null;
}

/** The contract percent in hundredths of a percent (20.5 % → 2050), as the settlement rules hold rates; 0 when none is set. */
export function contractPercentBasisPoints(user: ContractPercentUser | null | undefined): number {
  return percentToBasisPoints(contractPercent(user)) ?? 0;
}

/** Spec 6: "the highest bank level". */
export const MAX_BANK_LEVEL = 5;

/** Spec 6: "bank level is looked up from role capped at 5" (junk or below 1 reads as 1). */
export function bankLevel(role: unknown): number {
  const level = toInteger(role) ?? 1;
  return Math.min(MAX_BANK_LEVEL, Math.max(1, level));
}

/** The alert settings of GET /member/alertInfo, in the order my page lists them (Not in spec: the fields). */
export const ALERT_SETTING_FLAGS = ['alertMessageFlag', 'alertCustomerFlag', 'alertDepositFlag', 'alertWithdrawFlag'] as const;

/** One of the alert settings. */
export type AlertSettingFlag = (typeof ALERT_SETTING_FLAGS)[number];

/** The member's alert settings, each on or off. */
export type AlertSettingValues = Record<AlertSettingFlag, boolean>;

/** Reads an alert-settings answer: true, 1, 'true', 'Y' are on; anything else, junk or missing, is off. */
export function readAlertSettings(answer: unknown): AlertSettingValues {
  const record = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const on = (value: unknown) => value === true || toFiniteNumber(value) === 1 || ['true', 'y'].includes(asText(value).trim().toLowerCase());
  return Object.fromEntries(ALERT_SETTING_FLAGS.map((flag) => [flag, on(record[flag])])) as AlertSettingValues;
}

/** The user fields the logout-button rule reads. */
export interface LogoutButtonUser {
  /** Member type. */ type?: unknown;
  /** Role. */ role?: unknown;
}

/** Spec 6: "The logout button in the user-info dialog is hidden when type is 1 and role is 10." */
export function showsLogoutButton(user: LogoutButtonUser | null | undefined): boolean {
  return !isBackOfficeAdmin({ type: user?.type as number, role: user?.role as number, withdrawalType: 0 });
}

/** A message as the delete rule reads it. */
export interface DeletableMessage {
  /** The message id. */ id: number | string;
  /** 0 unread, 1 read. */ confirmStatus?: unknown;
}

/** The delete rule's verdict: the ids to send, or the message to show. */
export type MessageDeleteCheck = { ok: true; ids: (number | string)[] } | { ok: false; message: string };

/** Spec 4/8: unread messages cannot be deleted; nothing selected shows the none-selected text. */
export function messageDeleteCheck(selected: readonly DeletableMessage[] | null | undefined): MessageDeleteCheck {
  const list = Array.isArray(selected) ? selected : [];
  if (list.length === 0) return { ok: false, message: memberMessages.noneSelected };
  if (list.some((m) => toFiniteNumber(m?.confirmStatus) !== 1)) {
    return { ok: false, message: memberMessages.unreadCannotDelete };
  }
  return { ok: true, ids: list.map((m) => m.id) };
}


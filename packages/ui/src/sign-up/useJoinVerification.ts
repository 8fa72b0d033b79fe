import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  JOIN_BAN_LIST,
  errorTextOr,
  formatSmsCountdown,
  isSmsCheckSuccess,
  joinBannedNicknameMessage,
  joinBannedUserIdMessage,
  joinMessages,
  joinNicknameMessage,
  joinPhoneMessage,
  joinUserIdCheckMessage,
  smsRemainingMs,
} from '@betkit/domain';
import { useNow } from '../internal/useNow';
import { useSingleFlight } from '../internal/useSingleFlight';
import type { JoinFormValues } from './joinFormValues';

/** The values the duplicate check (GET /member/check) looks up. */
export type JoinCheckField = 'userId' | 'nickname' | 'phoneNumber';

/** What the form asks of the server besides the join. */
export interface JoinVerificationCalls {
  /** GET /member/check: true when the value is taken. */
  onCheckTaken: (field: JoinCheckField, value: string) => Promise<boolean>;
  /** POST /sms/send; may resolve with a note to show beside the sent message (the demo tells its code). */
  onSendSms: (phoneNumber: string) => Promise<string | void>;
  /** GET /sms/checkAuthNumber; resolves with the answer (spec 7: the success text). */
  onCheckSms: (phoneNumber: string, authNumber: string) => Promise<unknown>;
  /** The ids and nicknames refused before asking the server. */
  banList?: { readonly userIds: readonly string[]; readonly nicknames: readonly string[] };
  /** The clock of the SMS countdown (ms). */
  now?: () => number;
}

/** Where the phone authentication is. */
export type SmsStatus = 'idle' | 'sending' | 'sent' | 'checking' | 'verified';

/** The rule a field must pass before its duplicate check. */
function ruleBeforeCheck(field: JoinCheckField, value: string, banList: NonNullable<JoinVerificationCalls['banList']>): string | null {
  if (field === 'userId') return joinUserIdCheckMessage(value) ?? joinBannedUserIdMessage(value, banList.userIds);
  if (field === 'nickname') return joinNicknameMessage(value) ?? joinBannedNicknameMessage(value, banList.nicknames);
  return joinPhoneMessage(value);
}

/**
 * The join form's server checks: the duplicate checks of id, nickname and phone (each remembered for the value it
 * checked), and the SMS authentication (send, the 10-minute countdown, the check; spec 4: authenticated only after
 * success). Errors land on their fields through react-hook-form.
 */
export function useJoinVerification(form: UseFormReturn<JoinFormValues>, calls: JoinVerificationCalls) {
  const { onCheckTaken, onSendSms, onCheckSms, banList = JOIN_BAN_LIST, now = Date.now } = calls;
  const { getValues, setError, clearErrors } = form;
  // The value each field was found free with; a changed value must be checked again.
  const [free, setFree] = useState<Partial<Record<JoinCheckField, string>>>({});
  const [checking, setChecking] = useState<JoinCheckField | null>(null);
  const [sms, setSms] = useState<{ status: SmsStatus; phone?: string; sentAt?: number; note?: string }>({ status: 'idle' });
  // One SMS request at a time: sending a code and checking it share the guard.
  const flight = useSingleFlight();

  // The countdown ticks once a second while a sent code waits; it never reads a clock older than the sending.
  const clock = useNow(now, 1_000, sms.status === 'sent' || sms.status === 'checking');
  const remainingMs = sms.sentAt === undefined ? 0 : smsRemainingMs(sms.sentAt, Math.max(clock, sms.sentAt));

  const isFree = (field: JoinCheckField) => {
    const value = getValues(field).trim();
    return value !== '' && free[field] === value;
  };

  /** One duplicate check: the field's rule, then the server; true when free. */
  const check = async (field: JoinCheckField): Promise<boolean> => {
    const value = getValues(field).trim();
    const problem = ruleBeforeCheck(field, value, banList);
    if (problem !== null) {
      setError(field, { type: 'validate', message: problem }, { shouldFocus: true });
      return false;
    }
    if (free[field] === value) return true;
    setChecking(field);
    try {
      const taken = await onCheckTaken(field, value);
      if (taken) {
        setError(field, { type: 'taken', message: joinMessages.taken }, { shouldFocus: true });
        return false;
      }
      clearErrors(field);
      setFree((before) => ({ ...before, [field]: value }));
      return true;
    } catch (reason) {
      setError(field, { type: 'server', message: errorTextOr(reason, joinMessages.unexpected) });
      return false;
    } finally {
      setChecking(null);
    }
  };

  const sendSms = () =>
    flight.run(async () => {
      try {
        const phone = getValues('phoneNumber').trim();
        if (!(await check('phoneNumber'))) return;
        setSms((before) => ({ ...before, status: 'sending' }));
        const note = await onSendSms(phone);
        clearErrors('authNumber');
        setSms({ status: 'sent', phone, sentAt: now(), note: note || undefined });
      } catch (reason) {
        setSms({ status: 'idle' });
        setError('phoneNumber', { type: 'server', message: errorTextOr(reason, joinMessages.unexpected) });
      }
    });

  const checkSms = () =>
    flight.run(async () => {
      if (sms.phone === undefined || sms.sentAt === undefined) return;
      const code = getValues('authNumber').trim();
      if (code === '') {
        setError('authNumber', { type: 'required', message: joinMessages.required }, { shouldFocus: true });
        return;
      }
      if (smsRemainingMs(sms.sentAt, now()) === 0) {
        setError('authNumber', { type: 'expired', message: joinMessages.smsCodeExpired }, { shouldFocus: true });
        return;
      }
      setSms((before) => ({ ...before, status: 'checking' }));
      try {
        const answer = await onCheckSms(sms.phone, code);
        if (isSmsCheckSuccess(answer)) {
          clearErrors(['authNumber', 'phoneNumber']);
          setSms((before) => ({ ...before, status: 'verified' }));
        } else {
          setSms((before) => ({ ...before, status: 'sent' }));
          setError('authNumber', { type: 'server', message: errorTextOr(new Error(String(answer ?? '')), joinMessages.unexpected) });
        }
      } catch (reason) {
        setSms((before) => ({ ...before, status: 'sent' }));
        setError('authNumber', { type: 'server', message: errorTextOr(reason, joinMessages.unexpected) }, { shouldFocus: true });
      }
    });

  /** The phone the code was verified for, or null: a phone changed after the check is not authenticated. */
  const verifiedPhone = sms.status === 'verified' ? (sms.phone ?? null) : null;

  return {
    check,
    checking,
    isFree,
    sendSms,
    checkSms,
    sms,
    verifiedPhone,
    expired: sms.sentAt !== undefined && remainingMs === 0 && sms.status !== 'verified',
    countdown: formatSmsCountdown(remainingMs),
  };
}

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  checkDepositPassword,
  claimChargeAmountCoupon,
  claimChargeCountCoupon,
  confirmDepositAccount,
  requestDeposit,
} from '@betkit/api';
import {
  couponErrorMessage,
  couponSuccessMessage,
  depositMessages,
  DEPOSIT_MODE,
  USER_DISPLAY_FLAG,
  type ChargeCouponKind,
  type SiteUser,
} from '@betkit/domain';
import type { DepositAccount, DepositSubmission } from '@betkit/ui';
import { alertFailure } from '../app/errors';
import { useSite } from '../app/runtime';
import { useWrite, type Write } from '../app/useWrite';
import { isChargeHistoryKey } from './queries';

/** What the deposit form's container does. */
export interface DepositActions {
  /** The deposit account after a successful password check, else null. */
  readonly account: DepositAccount | null;
  /** The password check is running. */
  readonly checkingAccount: boolean;
  /** A deposit request is in flight. */
  readonly submitting: boolean;
  /** The coupon whose claim is running. */
  readonly claimingCoupon: ChargeCouponKind | null;
  /** POST /member/check-deposit-pw, then POST /deposot-account-confirm; a failure is alerted. */
  readonly checkAccount: (password: string) => void;
  /** POST /charge (depositMode 0); alerts the result; true when the request was taken. */
  readonly submit: (submission: DepositSubmission) => Promise<boolean>;
  /** POST /card/roulleteCount or /card/roulleteAmount; alerts the result. */
  readonly claimCoupon: (kind: ChargeCouponKind) => void;
}

/** Reads a deposit account answer; anything else is none. */
function toAccount(answer: unknown): DepositAccount | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { bankName, accountNumber, accountHolder } = answer as Record<string, unknown>;
  if (typeof bankName !== 'string' || typeof accountNumber !== 'string') return null;
  return { bankName, accountNumber, accountHolder: typeof accountHolder === 'string' ? accountHolder : '' };
}

/** Binds the deposit form to the api and the global alert; each action runs once at a time (app/useWrite.ts). */
export function useDepositActions(user: SiteUser): DepositActions {
  const { client, dialogs } = useSite();
  const { mutate } = useSWRConfig();
  const [account, setAccount] = useState<DepositAccount | null>(null);
  const accountCheck = useWrite('write:deposit-account', async (password: string) => {
    await checkDepositPassword(client, { userId: user.userId, bankAccountPssword: password });
    return toAccount(await confirmDepositAccount(client, user.id));
  });
  const deposit = useWrite('write:deposit', (submission: DepositSubmission) =>
    requestDeposit(client, {
      memberId: user.id,
      depositMode: DEPOSIT_MODE.deposit,
      depositAmount: submission.amount,
      depositName: submission.depositName,
      userDisplayFlag: USER_DISPLAY_FLAG.shown,
      // Not in spec: what `type` means for a deposit; 0 as the withdrawal sends.
      type: 0,
      eventDepositId: submission.eventDepositId,
    }),
  );
  // One write per coupon: claiming one while the other runs is allowed, a second click on the same is not.
  const countCoupon = useWrite('write:coupon-count', (memberId: number) => claimChargeCountCoupon(client, memberId));
  const amountCoupon = useWrite('write:coupon-amount', (memberId: number) => claimChargeAmountCoupon(client, memberId));
  const coupons: Record<ChargeCouponKind, Write<number, unknown>> = { count: countCoupon, amount: amountCoupon };

  const checkAccount = async (password: string) => {
    try {
      const sent = await accountCheck.send(password);
      if (sent) setAccount(sent.data);
    } catch (error) {
      setAccount(null);
      // Spec 8 "Deposit-password check failure": the server's own words, else the mismatch message.
      alertFailure(dialogs, error, depositMessages.passwordMismatch, { unanswered: NETWORK_ERROR_MESSAGE, ownWordsOnly: true });
    }
  };

  const submit = async (submission: DepositSubmission) => {
    try {
      const sent = await deposit.send(submission);
      if (!sent) return false;
      const record = sent.data;
      // Spec 7: "A response with an id means success".
      const taken = typeof record === 'object' && record !== null && record.id !== undefined && record.id !== null;
      void dialogs.alert(taken ? depositMessages.completed : DEFAULT_ERROR_MESSAGE);
      if (taken) void mutate(isChargeHistoryKey);
      return taken;
    } catch (error) {
      alertFailure(dialogs, error, DEFAULT_ERROR_MESSAGE, { unanswered: NETWORK_ERROR_MESSAGE });
      return false;
    }
  };

  const claimCoupon = async (kind: ChargeCouponKind) => {
    try {
      if (await coupons[kind].send(user.id)) void dialogs.alert(couponSuccessMessage(kind));
    } catch (error) {
      // Spec 8: "errors show the response body, else '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'".
      alertFailure(dialogs, error, couponErrorMessage(undefined));
    }
  };

  return {
    account,
    checkingAccount: accountCheck.busy,
    submitting: deposit.busy,
    claimingCoupon: countCoupon.busy ? 'count' : amountCoupon.busy ? 'amount' : null,
    checkAccount: (password) => void checkAccount(password),
    submit,
    claimCoupon: (kind) => void claimCoupon(kind),
  };
}

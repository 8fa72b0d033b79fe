import { useCallback, useRef, useState } from 'react';
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
import { isChargeHistoryKey } from './chargeHistoryKeys';

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

/** Binds the deposit form to the api and the global alert; each action runs once at a time. */
export function useDepositActions(user: SiteUser): DepositActions {
  const { client, dialogs } = useSite();
  const { mutate } = useSWRConfig();
  const [account, setAccount] = useState<DepositAccount | null>(null);
  const [checkingAccount, setCheckingAccount] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [claimingCoupon, setClaimingCoupon] = useState<ChargeCouponKind | null>(null);
  // The refs answer a double click at once; the states only redraw the busy buttons.
  const running = useRef(new Set<string>());

  const once = useCallback(async <T,>(job: string, work: () => Promise<T>, idle: T): Promise<T> => {
    if (running.current.has(job)) return idle;
    running.current.add(job);
    try {
      return await work();
    } finally {
      running.current.delete(job);
    }
  }, []);

  const checkAccount = useCallback(
    (password: string) => {
      void once('account', async () => {
        setCheckingAccount(true);
        try {
          await checkDepositPassword(client, { userId: user.userId, bankAccountPssword: password });
          const answer = await confirmDepositAccount(client, user.id);
          setAccount(toAccount(answer));
        } catch (error) {
          setAccount(null);
          // Spec 8 "Deposit-password check failure": the server's own words, else the mismatch message.
          alertFailure(dialogs, error, depositMessages.passwordMismatch, { unanswered: NETWORK_ERROR_MESSAGE, ownWordsOnly: true });
        } finally {
          setCheckingAccount(false);
        }
      }, undefined);
    },
    [once, client, user.userId, user.id, dialogs],
  );

  const submit = useCallback(
    (submission: DepositSubmission) =>
      once(
        'deposit',
        async () => {
          setSubmitting(true);
          try {
            const record = await requestDeposit(client, {
              memberId: user.id,
              depositMode: DEPOSIT_MODE.deposit,
              depositAmount: submission.amount,
              depositName: submission.depositName,
              userDisplayFlag: USER_DISPLAY_FLAG.shown,
              // Not in spec: what `type` means for a deposit; 0 as the withdrawal sends.
              type: 0,
              eventDepositId: submission.eventDepositId,
            });
            // Spec 7: "A response with an id means success".
            const taken = typeof record === 'object' && record !== null && record.id !== undefined && record.id !== null;
            void dialogs.alert(taken ? depositMessages.completed : DEFAULT_ERROR_MESSAGE);
            if (taken) void mutate(isChargeHistoryKey);
            return taken;
          } catch (error) {
            alertFailure(dialogs, error, DEFAULT_ERROR_MESSAGE, { unanswered: NETWORK_ERROR_MESSAGE });
            return false;
          } finally {
            setSubmitting(false);
          }
        },
        false,
      ),
    [once, client, user.id, dialogs, mutate],
  );

  const claimCoupon = useCallback(
    (kind: ChargeCouponKind) => {
      void once(`coupon:${kind}`, async () => {
        setClaimingCoupon(kind);
        try {
          await (kind === 'count' ? claimChargeCountCoupon : claimChargeAmountCoupon)(client, user.id);
          void dialogs.alert(couponSuccessMessage(kind));
        } catch (error) {
          // Spec 8: "errors show the response body, else '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'".
          alertFailure(dialogs, error, couponErrorMessage(undefined));
        } finally {
          setClaimingCoupon(null);
        }
      }, undefined);
    },
    [once, client, user.id, dialogs],
  );

  return { account, checkingAccount, submitting, claimingCoupon, checkAccount, submit, claimCoupon };
}

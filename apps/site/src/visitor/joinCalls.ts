import { useMemo } from 'react';
import {
  changeRecoveredPassword,
  checkSmsCode,
  checkSuggestionCode,
  findPassword,
  isMemberValueTaken,
  join,
  sendSmsCode,
} from '@betkit/api';
import { accountLoginMessages, joinBankCodeMessage, joinMessages, joinPayload, joinRecommenderFor } from '@betkit/domain';
import type { JoinDialogProps, SelectOption } from '@betkit/ui';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { useBankCodes } from '../app/queries';
import { visitorLabels } from './visitorLabels';

/** The demo backend answers the code it "sent" (it has no SMS gateway); a real server does not. */
function demoCodeOf(answer: unknown): string | undefined {
  const code = typeof answer === 'object' && answer !== null ? (answer as { demoCode?: unknown }).demoCode : undefined;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The join dialog's server calls (spec 7's sign-up calls) bound to the site's client. */
export function useJoinCalls(): Pick<JoinDialogProps, 'onCheckCode' | 'onCheckTaken' | 'onSendSms' | 'onCheckSms' | 'onJoin'> {
  const { client } = useSite();
  return useMemo(
    () => ({
      onCheckCode: (code) => checkSuggestionCode(client, code),
      onCheckTaken: (field, value) => isMemberValueTaken(client, field === 'userId' ? { userId: value } : field === 'nickname' ? { nickname: value } : { phoneNumber: value }),
      onSendSms: async (phoneNumber) => {
        const code = demoCodeOf(await sendSmsCode(client, phoneNumber));
        return code ? `${visitorLabels.demoSmsCode}: ${code}` : undefined;
      },
      onCheckSms: (phonenumber, authnumber) => checkSmsCode(client, { phonenumber, authnumber }),
      onJoin: async (values, checked) => {
        try {
          await join(client, joinPayload(values, joinRecommenderFor(checked.code, checked.owner)));
          return { ok: true, message: joinMessages.joined };
        } catch (error) {
          // Spec 8: the server's text, else "registration failed"; the form keeps what was typed.
          return { ok: false, message: errorText(error, joinMessages.registrationFailed) };
        }
      },
    }),
    [client],
  );
}

/** The banks a member may join with: GET /code?type=BANK within spec 5's codes 1 to 39. */
export function useJoinBankOptions(): SelectOption[] {
  const codes = useBankCodes();
  return useMemo(
    () =>
      codes
        .filter((bank) => joinBankCodeMessage(bank.codeId) === null)
        .map((bank) => ({ value: String(bank.codeId).trim(), label: String(bank.codeName) })),
    [codes],
  );
}

/** Password recovery's calls (spec 7); each failure is spec 8's fixed text. */
export function useRecoveryCalls() {
  const { client } = useSite();
  return useMemo(
    () => ({
      onFind: async (values: { userId: string; accountHolder: string; phoneNumber: string }) => {
        try {
          await findPassword(client, values);
          return { ok: true, message: '' };
        } catch {
          return { ok: false, message: accountLoginMessages.findFailed };
        }
      },
      onChangePassword: async (change: { userId: string; newPassword: string }) => {
        try {
          await changeRecoveredPassword(client, change);
          return { ok: true, message: accountLoginMessages.changed };
        } catch {
          return { ok: false, message: accountLoginMessages.changeFailed };
        }
      },
    }),
    [client],
  );
}

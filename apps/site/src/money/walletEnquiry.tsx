import { askCustomerCentre } from '@betkit/api';
import { accountEnquiryMessages } from '@betkit/domain';
import { Button, type ButtonProps } from '@betkit/ui';
import { alertFailure } from '../app/errors';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { useSession } from '../app/session';
import { walletLabels } from './walletLabels';

/** Sends the account enquiry (POST /customer/) once per press and alerts its completion text (spec sections 7 and 8). */
export function useAccountEnquiry() {
  const { client, dialogs } = useSite();
  const { user } = useSession();
  const enquiry = useWrite('write:account-enquiry', (memberId: number) =>
    askCustomerCentre(client, { memberId, title: accountEnquiryMessages.title, questionContents: accountEnquiryMessages.questionContents }),
  );
  const ask = async () => {
    if (!user) return;
    try {
      if (await enquiry.send(user.id)) void dialogs.alert(accountEnquiryMessages.completed);
    } catch (error) {
      alertFailure(dialogs, error, walletLabels.enquiryFailed);
    }
  };
  return { ask, busy: enquiry.busy };
}

/** The account enquiry button ('계좌문의'): mount it wherever the deposit account is asked for. */
export function AccountEnquiryButton({ variant = 'secondary', size = 'md' }: Pick<ButtonProps, 'variant' | 'size'>) {
  const { ask, busy } = useAccountEnquiry();
  return (
    <Button variant={variant} size={size} busy={busy} onClick={() => void ask()}>
      {walletLabels.enquiry}
    </Button>
  );
}

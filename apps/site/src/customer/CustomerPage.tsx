import { useCallback } from 'react';
import { askCustomerCentre } from '@betkit/api';
import { customerEnquiryMessages } from '@betkit/domain';
import { CustomerCentre, type CustomerEnquiry, type CustomerEnquiryOutcome } from '@betkit/ui';
import { errorText, handledBySession } from '../app/errors';
import { useSite } from '../app/runtime';
import { AccountEnquiryButton } from '../money/walletEnquiry';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';

/** POST /customer/ {memberId, title, questionContents} for the member; resolves with the text to show. */
function useCustomerEnquiry(): (enquiry: CustomerEnquiry) => Promise<CustomerEnquiryOutcome> {
  const { client } = useSite();
  const { user } = useSession();
  const memberId = user?.id;
  return useCallback(
    async (enquiry: CustomerEnquiry) => {
      if (memberId === undefined) return { ok: false, message: customerEnquiryMessages.failedDefault };
      try {
        await askCustomerCentre(client, { memberId, ...enquiry });
        return { ok: true, message: customerEnquiryMessages.completed };
      } catch (error) {
        // The interceptor has already shown a 500/555/556; the form still says it was not sent.
        const message = handledBySession(error) ? customerEnquiryMessages.failedDefault : errorText(error, customerEnquiryMessages.failedDefault);
        return { ok: false, message };
      }
    },
    [client, memberId],
  );
}

function MemberCustomerCentre() {
  const send = useCustomerEnquiry();
  return <CustomerCentre onSubmit={send} accountEnquiry={<AccountEnquiryButton />} />;
}

/**
 * /customer, the customer centre: the 1:1 enquiry (POST /customer/) and the account enquiry. The customer-reply
 * notification and the member menus lead here. Not in spec: the spec shows no call that lists enquiries or
 * replies, so the page does not invent one; replies reach the member as the spec's notification. Guests log in.
 */
export default function CustomerPage() {
  return (
    <RequireMember>
      <MemberCustomerCentre />
    </RequireMember>
  );
}

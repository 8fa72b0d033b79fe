import { sendPartnerEnquiry } from '@betkit/api';
import { customerEnquiryMessages } from '@betkit/domain';
import { CustomerEnquiryForm, PageSection, type CustomerEnquiry, type CustomerEnquiryOutcome } from '@betkit/ui';
import { errorText, handledBySession } from '../app/errors';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { partnerPageTitles } from './pages';

/** The enquiry's write: a key of its own (it changes no partner read). */
const PARTNER_ENQUIRY_KEY = 'partner:enquiry';

/** /partner/customer: the partner's enquiry to the operator (the customer centre's form), its sent state and its failure. */
export default function EnquiryPage() {
  const { client } = useSite();
  const enquiry = useWrite(PARTNER_ENQUIRY_KEY, ({ title, questionContents }: CustomerEnquiry) => sendPartnerEnquiry(client, { title, content: questionContents }));
  const submit = async (sent: CustomerEnquiry): Promise<CustomerEnquiryOutcome> => {
    try {
      // A second press while one runs sends nothing (useWrite); the form shows the first one's outcome.
      await enquiry.send(sent);
      return { ok: true, message: customerEnquiryMessages.completed };
    } catch (error) {
      // The interceptor has already shown a 500/555/556; the form still says it was not sent.
      return { ok: false, message: handledBySession(error) ? customerEnquiryMessages.failedDefault : errorText(error, customerEnquiryMessages.failedDefault) };
    }
  };
  return (
    <PageSection title={partnerPageTitles.customer} width="reading">
      <CustomerEnquiryForm onSubmit={submit} />
    </PageSection>
  );
}

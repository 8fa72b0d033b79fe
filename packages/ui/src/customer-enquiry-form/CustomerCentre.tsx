import { useId, type ReactNode } from 'react';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import * as styles from './CustomerCentre.css';
import { CustomerEnquiryForm, type CustomerEnquiryFormProps } from './CustomerEnquiryForm';
import { customerCentreLabels, type CustomerCentreLabels } from './labels';

export interface CustomerCentreProps {
  /** Sends the 1:1 enquiry; resolves with the text to show (as CustomerEnquiryForm's). */
  onSubmit: CustomerEnquiryFormProps['onSubmit'];
  /** The account enquiry's button, under its own heading. */
  accountEnquiry: ReactNode;
  labels?: CustomerCentreLabels;
}

/** The customer centre page: what happens to an enquiry, the 1:1 enquiry form, then the account enquiry. */
export function CustomerCentre({ onSubmit, accountEnquiry, labels: overrides }: CustomerCentreProps) {
  const labels = mergeLabels(customerCentreLabels, overrides);
  const accountId = useId();
  return (
    <PageSection title={labels.title} width="narrow">
      <p className={styles.intro}>{labels.intro}</p>
      <CustomerEnquiryForm onSubmit={onSubmit} />
      <section className={styles.account} aria-labelledby={accountId}>
        <h2 id={accountId} className={styles.subtitle}>
          {labels.accountTitle}
        </h2>
        <p className={styles.intro}>{labels.accountIntro}</p>
        {accountEnquiry}
      </section>
    </PageSection>
  );
}

import {
  CUSTOMER_CONTENTS_MAX,
  customerContentsMessage,
  customerEnquiryMessages,
  customerTitleMessage,
} from '@betkit/domain';
import { mergeLabels } from '../labels';
import { PostForm, type PostFormRules } from '../post-form/PostForm';
import { customerEnquiryFormLabels, type CustomerEnquiryFormLabels } from './labels';

/** An enquiry as POST /customer/ takes it (the member's id is the app's to add). */
export interface CustomerEnquiry {
  title: string;
  questionContents: string;
}

/** What a sent enquiry came to: the text to show. */
export type CustomerEnquiryOutcome = { readonly ok: boolean; readonly message: string };

export interface CustomerEnquiryFormProps {
  /** Sends the enquiry (trimmed); resolves with the text to show. Called once per submit. */
  onSubmit: (enquiry: CustomerEnquiry) => Promise<CustomerEnquiryOutcome> | CustomerEnquiryOutcome;
  /** Overrides of the Korean labels. */
  labels?: CustomerEnquiryFormLabels;
}

const enquiryRules: PostFormRules = {
  titleMessage: customerTitleMessage,
  contentsMessage: customerContentsMessage,
  contentsMax: CUSTOMER_CONTENTS_MAX,
  failedDefault: customerEnquiryMessages.failedDefault,
};

/**
 * The 1:1 enquiry to the customer centre: a title and the question, checked with the domain's rules; the submit
 * is busy while the request runs, a second click sends nothing, and a sent enquiry clears the form.
 */
export function CustomerEnquiryForm({ onSubmit, labels: overrides }: CustomerEnquiryFormProps) {
  const labels = mergeLabels(customerEnquiryFormLabels, overrides);
  return (
    <PostForm
      texts={labels}
      rules={enquiryRules}
      onSubmit={({ title, contents }) => onSubmit({ title, questionContents: contents })}
    />
  );
}

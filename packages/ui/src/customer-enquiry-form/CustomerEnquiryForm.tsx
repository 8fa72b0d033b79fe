import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CUSTOMER_CONTENTS_MAX,
  customerContentsMessage,
  customerEnquiryMessages,
  customerTitleMessage,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { TextAreaField } from '../text-field/TextAreaField';
import { TextField } from '../text-field/TextField';
import { domainRule } from '../text-field/domainRule';
import { mergeLabels } from '../labels';
import * as styles from './CustomerEnquiryForm.css';
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

/**
 * The 1:1 enquiry to the customer centre: a title and the question, checked with the domain's rules; the submit
 * is busy while the request runs, a second click sends nothing, and a sent enquiry clears the form.
 */
export function CustomerEnquiryForm({ onSubmit, labels: overrides }: CustomerEnquiryFormProps) {
  const labels = mergeLabels(customerEnquiryFormLabels, overrides);
  const { register, handleSubmit, formState, reset, control } = useForm<CustomerEnquiry>({
    defaultValues: { title: '', questionContents: '' },
  });
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<CustomerEnquiryOutcome | null>(null);
  const contentsLength = [...useWatch({ control, name: 'questionContents' }).trim()].length;

  const send = async ({ title, questionContents }: CustomerEnquiry) => {
    // The ref answers a double click at once; the busy button only redraws.
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      const result = await onSubmit({ title: title.trim(), questionContents: questionContents.trim() });
      setOutcome(result);
      if (result.ok) reset();
    } catch {
      setOutcome({ ok: false, message: customerEnquiryMessages.failedDefault });
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className={styles.root}
      aria-label={labels.form}
      data-state={formState.isSubmitting ? 'submitting' : 'open'}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <TextField
        label={labels.title}
        required
        autoComplete="off"
        hint={labels.titleHint}
        error={formState.errors.title?.message}
        {...register('title', { validate: domainRule(customerTitleMessage) })}
      />
      <TextAreaField
        label={labels.contents}
        required
        hint={labels.contentsHint(contentsLength, CUSTOMER_CONTENTS_MAX)}
        error={formState.errors.questionContents?.message}
        {...register('questionContents', { validate: domainRule(customerContentsMessage) })}
      />
      <p className={styles.outcome} data-tone={outcome === null ? undefined : outcome.ok ? 'success' : 'failure'} role="status">
        {outcome?.message}
      </p>
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        {labels.submit}
      </Button>
    </form>
  );
}

import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../button/Button';
import { TextAreaField } from '../text-field/TextAreaField';
import { TextField } from '../text-field/TextField';
import { domainRule } from '../text-field/domainRule';
import { FormOutcome, useOutcomeSubmit, type PostOutcome } from '../internal/formOutcome';
import * as styles from './PostForm.css';
import { SubmitForm } from '../internal/SubmitForm';

export type { PostOutcome } from '../internal/formOutcome';

/** A written post: a title and a body. */
export interface PostDraft {
  title: string;
  contents: string;
}

/** The form's texts (every form built on it passes its own). */
export interface PostFormTexts {
  form: string;
  title: string;
  titleHint: string;
  contents: string;
  contentsHint: (count: number, max: number) => string;
  submit: string;
}

/** The domain rules a post is checked with. */
export interface PostFormRules {
  titleMessage: (title: string) => string | null;
  contentsMessage: (contents: string) => string | null;
  contentsMax: number;
  /** Shown when sending threw instead of answering. */
  failedDefault: string;
}

export interface PostFormProps {
  onSubmit: (draft: PostDraft) => Promise<PostOutcome> | PostOutcome;
  texts: PostFormTexts;
  rules: PostFormRules;
}

/**
 * A title and a body checked with the domain's rules (react-hook-form): the submit is busy while the request runs, a
 * second click sends nothing, and a sent post clears the form. The customer enquiry and a written notice use it.
 */
export function PostForm({ onSubmit, texts, rules }: PostFormProps) {
  const { register, handleSubmit, formState, reset, control } = useForm<PostDraft>({ defaultValues: { title: '', contents: '' } });
  const contentsLength = [...useWatch({ control, name: 'contents' }).trim()].length;
  // A sent post clears the form.
  const { outcome, submit } = useOutcomeSubmit(
    ({ title, contents }: PostDraft) => onSubmit({ title: title.trim(), contents: contents.trim() }),
    rules.failedDefault,
    (result) => {
      if (result.ok) reset();
    },
  );

  return (
    <SubmitForm className={styles.root} label={texts.form} submitting={formState.isSubmitting} onSubmit={handleSubmit(submit)}>
      <TextField
        label={texts.title}
        required
        autoComplete="off"
        hint={texts.titleHint}
        error={formState.errors.title?.message}
        {...register('title', { validate: domainRule(rules.titleMessage) })}
      />
      <TextAreaField
        label={texts.contents}
        required
        hint={texts.contentsHint(contentsLength, rules.contentsMax)}
        error={formState.errors.contents?.message}
        {...register('contents', { validate: domainRule(rules.contentsMessage) })}
      />
      <FormOutcome outcome={outcome} />
      <Button type="submit" fullWidth busy={formState.isSubmitting}>
        {texts.submit}
      </Button>
    </SubmitForm>
  );
}

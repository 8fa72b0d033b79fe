import { useForm } from 'react-hook-form';
import { accountLoginMessages, myPagePasswordProblems, type MyPagePasswordForm } from '@betkit/domain';
import { Button } from '../button/Button';
import { mergeLabels } from '../labels';
import { FormOutcome, useOutcomeSubmit } from '../internal/formOutcome';
import type { PostOutcome } from '../internal/formOutcome';
import { NewPasswordFields } from '../internal/FormTextField';
import { useFocusOnShow } from '../internal/useFocusOnShow';
import { TextField } from '../text-field/TextField';
import * as styles from './MyPage.css';
import { passwordChangeFormLabels, type PasswordChangeFormLabels } from './labels';
import { SubmitForm } from '../internal/SubmitForm';

/** The form's three fields, as typed. */
export interface PasswordChangeValues {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/** What a sent change came to: the text to show, and whether it worked. */
export type PasswordChangeOutcome = PostOutcome;

export interface PasswordChangeFormProps {
  /** Sends PUT /member/change-password/{id} {oldPassword, password}; resolves with the outcome. */
  onSubmit: (change: { oldPassword: string; password: string }) => Promise<PasswordChangeOutcome> | PasswordChangeOutcome;
  /** Focus the current-password field once shown (my page opened from "password change"). */
  focusOnShow?: boolean;
  /** Overrides of the Korean labels. */
  labels?: PasswordChangeFormLabels;
}

const rule = (field: keyof MyPagePasswordForm) => (_value: string, values: PasswordChangeValues) =>
  myPagePasswordProblems(values)[field] ?? true;
const newPasswordRules = {
  password: (_value: string, values: PasswordChangeValues) => myPagePasswordProblems(values).password ?? null,
  passwordConfirm: (_value: string, values: PasswordChangeValues) => myPagePasswordProblems(values).passwordConfirm ?? null,
};

/**
 * My page's password change (spec 5: old, new and confirmation non-empty and the new equal to the confirmation,
 * else '비밀번호를 확인해주세요'), checked with the domain's rule field by field. The submit is busy while the request
 * runs and a second press sends nothing; every outcome clears the fields (nothing typed is a secret kept on screen).
 */
export function PasswordChangeForm({ onSubmit, focusOnShow = false, labels }: PasswordChangeFormProps) {
  const words = mergeLabels(passwordChangeFormLabels, labels);
  const { register, control, handleSubmit, formState, reset, setFocus } = useForm<PasswordChangeValues>({
    defaultValues: { oldPassword: '', password: '', passwordConfirm: '' },
  });
  // Spec 8: the form resets after a change, whichever way it went.
  const { outcome, submit } = useOutcomeSubmit(
    ({ oldPassword, password }: PasswordChangeValues) => onSubmit({ oldPassword, password }),
    accountLoginMessages.changeFailed,
    () => reset(),
  );
  useFocusOnShow(setFocus, 'oldPassword', focusOnShow);

  return (
    <SubmitForm className={styles.form} label={words.form} submitting={formState.isSubmitting} onSubmit={handleSubmit(submit)}>
      <TextField
        label={words.oldPassword}
        type="password"
        required
        autoComplete="current-password"
        error={formState.errors.oldPassword?.message}
        {...register('oldPassword', { validate: rule('oldPassword') })}
      />
      <NewPasswordFields control={control} labels={words} validate={newPasswordRules} />
      <FormOutcome outcome={outcome} />
      <Button type="submit" busy={formState.isSubmitting}>
        {words.submit}
      </Button>
    </SubmitForm>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountLoginMessages, findPasswordMessage, recoveryPasswordMessage } from '@betkit/domain';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { mergeLabels, type ResolvedLabels } from '../labels';
import { FormOutcome, useOutcomeSubmit } from '../internal/formOutcome';
import type { PostOutcome } from '../internal/formOutcome';
import { NewPasswordFields, type NewPasswordValues } from '../internal/FormTextField';
import { useFocusOnShow } from '../internal/useFocusOnShow';
import { TextField } from '../text-field/TextField';
import * as styles from './SignUp.css';
import { findPasswordDialogLabels, type FindPasswordDialogLabels } from './labels';

/** The find form's payload (spec 3: {phoneNumber, userId, accountHolder}; phoneNumber is the last 4 digits). */
export interface FindPasswordValues {
  userId: string;
  accountHolder: string;
  phoneNumber: string;
}

export interface FindPasswordDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Asked to close (close button, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
  /** POST /member/find-password; a refusal's outcome shows spec 8's text. */
  onFind: (values: FindPasswordValues) => Promise<PostOutcome> | PostOutcome;
  /** POST /member/change-password {userId, newPassword}. */
  onChangePassword: (change: { userId: string; newPassword: string }) => Promise<PostOutcome> | PostOutcome;
  /** The change worked: the dialog closes and the site says so (spec 8: '비밀번호를 변경했습니다.'). */
  onChanged: (message: string) => void;
  /** Overrides of the Korean labels. */
  labels?: FindPasswordDialogLabels;
}

/**
 * Password recovery (spec 4): the find step (ID, account holder, last 4 digits of the phone); on success the change
 * step (both fields required and equal). A refused change shows spec 8's text and clears the form; a done one closes.
 */
export function FindPasswordDialog({ open, onOpenChange, onFind, onChangePassword, onChanged, labels }: FindPasswordDialogProps) {
  const words = mergeLabels(findPasswordDialogLabels, labels);
  const [foundUserId, setFoundUserId] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFoundUserId(null);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={foundUserId === null ? words.findTitle : words.changeTitle} width={400}>
      {foundUserId === null ? (
        <FindStep words={words} onFind={onFind} onFound={setFoundUserId} />
      ) : (
        <ChangeStep
          words={words}
          onChangePassword={(newPassword) => onChangePassword({ userId: foundUserId, newPassword })}
          onChanged={(message) => {
            onOpenChange(false);
            onChanged(message);
          }}
        />
      )}
    </Dialog>
  );
}

type Words = ResolvedLabels<typeof findPasswordDialogLabels>;

/** The find step: every field required ('위 항목을 입력해주세요'), the phone's last 4 digits exactly 4. */
function FindStep({ words, onFind, onFound }: { words: Words; onFind: FindPasswordDialogProps['onFind']; onFound: (userId: string) => void }) {
  const { register, handleSubmit, formState, setFocus } = useForm<FindPasswordValues>({
    defaultValues: { userId: '', accountHolder: '', phoneNumber: '' },
  });
  const { outcome, submit } = useOutcomeSubmit(
    (values: FindPasswordValues) =>
      onFind({ userId: values.userId.trim(), accountHolder: values.accountHolder.trim(), phoneNumber: values.phoneNumber.trim() }),
    accountLoginMessages.findFailed,
    (result, values) => {
      if (result.ok) onFound(values.userId.trim());
    },
  );
  useFocusOnShow(setFocus, 'userId');
  // The domain's rule speaks for the whole form; each blank field carries its text, a bad phone the 4-digit one.
  const rule = (field: keyof FindPasswordValues) => (value: string, values: FindPasswordValues) =>
    value.trim() === '' ? accountLoginMessages.required : field === 'phoneNumber' ? (findPasswordMessage(values) ?? true) : true;
  return (
    <form className={styles.stack} aria-label={words.findTitle} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextField label={words.userId} required autoComplete="username" autoCapitalize="none" error={formState.errors.userId?.message} {...register('userId', { validate: rule('userId') })} />
      <TextField label={words.accountHolder} required error={formState.errors.accountHolder?.message} {...register('accountHolder', { validate: rule('accountHolder') })} />
      <TextField
        label={words.phoneNumber}
        required
        inputMode="numeric"
        maxLength={4}
        error={formState.errors.phoneNumber?.message}
        {...register('phoneNumber', { validate: rule('phoneNumber') })}
      />
      <FormOutcome outcome={outcome?.ok ? null : outcome} />
      <Button type="submit" fullWidth busy={formState.isSubmitting}>
        {words.find}
      </Button>
    </form>
  );
}

/** The change step: both fields required and equal ('비밀번호가 일치하지 않습니다'); every outcome clears them. */
function ChangeStep({
  words,
  onChangePassword,
  onChanged,
}: {
  words: Words;
  onChangePassword: (newPassword: string) => Promise<PostOutcome> | PostOutcome;
  onChanged: (message: string) => void;
}) {
  const { control, handleSubmit, formState, reset, setFocus } = useForm<NewPasswordValues>({
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const { outcome, submit } = useOutcomeSubmit(
    ({ password }: { password: string }) => onChangePassword(password),
    accountLoginMessages.changeFailed,
    (result) => {
      // Spec 8: a failed change resets the form; spec 4: a done one closes the dialog and resets it.
      reset();
      if (result.ok) onChanged(result.message);
    },
  );
  useFocusOnShow(setFocus, 'password');
  const rule = (_value: string, values: NewPasswordValues) => recoveryPasswordMessage(values);
  return (
    <form className={styles.stack} aria-label={words.changeTitle} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <NewPasswordFields control={control} labels={words} validate={{ password: rule, passwordConfirm: rule }} />
      <FormOutcome outcome={outcome} />
      <Button type="submit" fullWidth busy={formState.isSubmitting}>
        {words.change}
      </Button>
    </form>
  );
}

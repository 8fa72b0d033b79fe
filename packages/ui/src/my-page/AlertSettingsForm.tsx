import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ALERT_SETTING_FLAGS, myPageMessages, type AlertSettingValues } from '@betkit/domain';
import { Button } from '../button/Button';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state/LoadState';
import { FormOutcome, useOutcomeSubmit } from '../internal/formOutcome';
import type { PostOutcome } from '../internal/formOutcome';
import * as styles from './MyPage.css';
import { alertSettingsFormLabels, type AlertSettingsFormLabels } from './labels';
import { SubmitForm } from '../internal/SubmitForm';

export interface AlertSettingsFormProps {
  /** The member's settings (GET /member/alertInfo); undefined while they load. */
  settings: AlertSettingValues | undefined;
  /** Why they could not be read (the server's text), or null. */
  error?: string | null;
  /** Reads them again after a failure. */
  onRetry?: () => unknown;
  /** Saves them (POST /member/updateAlert); resolves with the outcome to show. */
  onSave: (settings: AlertSettingValues) => Promise<PostOutcome> | PostOutcome;
  /** Overrides of the Korean labels. */
  labels?: AlertSettingsFormLabels;
}

/**
 * My page's alert settings (spec 2: "a confirm button saving alert settings"): one switch per notification, saved
 * together with the confirm button. The switches start from the server's answer; a failed save keeps what was chosen.
 */
export function AlertSettingsForm({ settings, error = null, onRetry, onSave, labels }: AlertSettingsFormProps) {
  const words = mergeLabels(alertSettingsFormLabels, labels);
  const { register, handleSubmit, formState, reset } = useForm<AlertSettingValues>({ defaultValues: settings });
  // A saved choice becomes the form's starting point; a failed save keeps what was chosen.
  const { outcome, submit } = useOutcomeSubmit(onSave, myPageMessages.alertSaveFailed, (result, values) => {
    if (result.ok) reset(values);
  });
  // A fresh answer replaces the switches unless the member has changed them.
  useEffect(() => {
    if (settings) reset(settings, { keepDirtyValues: true });
  }, [settings, reset]);

  if (error && !settings) return <LoadState state="failed" layout="card" title={words.failed} message={error} onRetry={onRetry} />;
  if (!settings) return <LoadState state="loading" layout="card" message={words.loading} />;

  return (
    <SubmitForm className={styles.form} label={words.form} submitting={formState.isSubmitting} onSubmit={handleSubmit(submit)}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words.form}</legend>
        {ALERT_SETTING_FLAGS.map((flag) => (
          <label key={flag} className={styles.toggle}>
            {words[flag]}
            <input type="checkbox" role="switch" className={styles.checkbox} {...register(flag)} />
          </label>
        ))}
      </fieldset>
      <FormOutcome outcome={outcome} />
      <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
        {words.submit}
      </Button>
    </SubmitForm>
  );
}

import type { ReactNode } from 'react';
import { mergeLabels } from '../labels';
import * as styles from './TextField.css';
import { textFieldLabels, type TextFieldLabels } from './labels';

/** The ids and state a field's control needs from its frame. */
export interface FieldControlProps {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  state: 'valid' | 'invalid' | 'disabled';
}

interface FieldFrameProps {
  inputId: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  labels?: TextFieldLabels;
  /** Draws the control (an input or a textarea) with the frame's ids. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error around one control, shared by TextField and TextAreaField (internal). */
export function FieldFrame({ inputId, label, error, hint, required, disabled, labels, children }: FieldFrameProps) {
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const { required: requiredText } = mergeLabels(textFieldLabels, labels);
  const invalid = error !== null && error !== undefined && error !== '';
  const state = disabled ? 'disabled' : invalid ? 'invalid' : 'valid';
  const describedBy = [hint ? hintId : null, invalid ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-state={state}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-label={requiredText}>
            *
          </span>
        ) : null}
      </label>
      {children({ id: inputId, invalid, describedBy, state })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always rendered so the live region exists before a message arrives. */}
      <p id={messageId} className={styles.message} aria-live="polite">
        {invalid ? error : null}
      </p>
    </div>
  );
}

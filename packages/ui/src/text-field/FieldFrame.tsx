import { useId, type ReactNode } from 'react';
import { mergeLabels } from '../labels';
import * as styles from './TextField.css';
import { textFieldLabels, type TextFieldLabels } from './labels';

/** What a field's control (input, textarea, select) takes from its frame: its id, required and disabled, and the error's ARIA. */
export interface FieldControlAttributes {
  id: string;
  required: boolean | undefined;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  /** The control's id; by default one made here, ending in `idSuffix`. */
  id: string | undefined;
  idSuffix: 'input' | 'select';
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  labels?: TextFieldLabels;
  /** Draws the control with the frame's attributes, in the box's state. */
  children: (control: FieldControlAttributes, state: 'valid' | 'invalid' | 'disabled') => ReactNode;
}

/** The label, hint and error around one control, shared by TextField, TextAreaField and SelectField (internal). */
export function FieldFrame({ id, idSuffix, label, error, hint, required, disabled, labels, children }: FieldFrameProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-${idSuffix}`;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const { required: requiredText } = mergeLabels(textFieldLabels, labels);
  const invalid = error !== null && error !== undefined && error !== '';
  const state = disabled ? 'disabled' : invalid ? 'invalid' : 'valid';
  const describedBy = [hint ? hintId : null, invalid ? messageId : null].filter(Boolean).join(' ') || undefined;
  const control = { id: inputId, required, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } as const;
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
      {children(control, state)}
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

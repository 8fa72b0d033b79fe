import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { mergeLabels } from '../labels';
import * as styles from './TextField.css';
import { textFieldLabels, type TextFieldLabels } from './labels';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'size' | 'children'> {
  /** The visible label (also the input's accessible name). */
  label: ReactNode;
  /** The field's error (null or undefined for none): shown under it, tied with `aria-describedby`, announced. */
  error?: string | null;
  /** Help under the field (rules such as '4~12자 영문, 숫자'), tied with `aria-describedby`. */
  hint?: ReactNode;
  /** Text after the value inside the box (the won sign of an amount). */
  suffix?: ReactNode;
  /** `end` right-aligns the value in tabular figures (amounts). */
  align?: 'start' | 'end';
  /** Overrides of the Korean labels. */
  labels?: TextFieldLabels;
  /** Forwarded to the input, so form libraries (react-hook-form's `register`) can attach to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input of the design system's forms: the label, the box with an optional suffix, a hint and
 * the error under it. The error sets `aria-invalid` and is read from a polite live region.
 */
export function TextField({ label, error, hint, suffix, align = 'start', labels, id, required, disabled, ref, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
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
      <div className={styles.control({ state })}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input({ align })}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {suffix ? (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
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

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './TextField.css';
import { FieldFrame } from './FieldFrame';
import type { TextFieldLabels } from './labels';

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
  return (
    <FieldFrame idSuffix="input" {...{ id, label, error, hint, required, disabled, labels }}>
      {(control, state) => (
        <div className={styles.control({ state })}>
          <input ref={ref} {...control} className={styles.input({ align })} {...inputProps} />
          {suffix ? (
            <span className={styles.suffix} aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

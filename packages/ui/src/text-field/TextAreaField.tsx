import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import * as styles from './TextField.css';
import { FieldFrame } from './FieldFrame';
import type { TextFieldLabels } from './labels';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'children'> {
  /** The visible label (also the textarea's accessible name). */
  label: ReactNode;
  /** The field's error (null or undefined for none): shown under it, tied with `aria-describedby`, announced. */
  error?: string | null;
  /** Help under the field, tied with `aria-describedby`. */
  hint?: ReactNode;
  /** Overrides of the Korean labels. */
  labels?: TextFieldLabels;
  /** Forwarded to the textarea, for react-hook-form's `register`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField for several lines (an enquiry, a message): the same label, box, hint and announced error. */
export function TextAreaField({ label, error, hint, labels, id, required, disabled, ref, rows = 6, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame idSuffix="input" {...{ id, label, error, hint, required, disabled, labels }}>
      {(control, state) => (
        <div className={styles.control({ state, multiline: true })}>
          <textarea ref={ref} {...control} rows={rows} className={styles.textarea} {...textareaProps} />
        </div>
      )}
    </FieldFrame>
  );
}

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import * as styles from './TextField.css';
import { FieldFrame } from './FieldFrame';
import type { TextFieldLabels } from './labels';

/** One choice of a SelectField. */
export interface SelectOption {
  /** The value sent. */
  value: string;
  /** What the member reads. */
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'children'> {
  /** The visible label (also the select's accessible name). */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The first, empty choice's text ('선택해주세요'); a required field without a choice shows it. */
  placeholder?: string;
  /** The field's error: shown under it, tied with `aria-describedby`, announced. */
  error?: string | null;
  /** Help under the field. */
  hint?: ReactNode;
  /** Overrides of the Korean labels. */
  labels?: TextFieldLabels;
  /** Forwarded to the select, for react-hook-form's `register`. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select in the text field's frame (bank, carrier): the phone's own picker on touch screens, the
 * same label, hint and announced error as TextField.
 */
export function SelectField({ label, options, placeholder, error, hint, labels, id, required, disabled, ref, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame idSuffix="select" {...{ id, label, error, hint, required, disabled, labels }}>
      {(control, state) => (
        <div className={styles.control({ state })}>
          <select ref={ref} {...control} className={styles.select} {...selectProps}>
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}

import type { ClampContext } from '@betkit/domain';
import * as styles from './AmountField.css';
import { mergeLabels } from '../labels';
import { amountFieldLabels, type AmountFieldLabels } from './labels';
import { useAmountField } from './useAmountField';

export interface AmountFieldProps {
  /** The field's text, e.g. '12,000' (separators are added as the member types). */
  value: string;
  /** Called with the new text on every edit and after the auto-clamp. */
  onValueChange: (text: string) => void;
  /** Overrides of the Korean labels: the visible label, the won sign after the amount, the empty field's hint. */
  labels?: AmountFieldLabels;
  /** A message decided by the caller (null for none); when undefined the field runs `validateAmountField` itself. */
  error?: string | null;
  /**
   * When given, a valid amount is clamped on blur to emoney, max bet and max winnings (domain
   * `clampStake`); an amount the clamp would take below the min bet is left for the submit checks.
   */
  clamp?: ClampContext;
  /** The most digits the field takes; by default those of the max bet (the clamp's, else 2,000,000). */
  maxDigits?: number;
  /** Called when the member leaves the field, with the text after any clamp. */
  onCommit?: (text: string) => void;
  /** Refuses input (e.g. while a bet is being sent). */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
}

/**
 * The bet amount: digits only (full-width ones too), thousands separators as you type, no more digits
 * than the max bet has, the won sign as suffix, numeric keypad on phones; the domain's messages
 * ('베팅액수를 입력해주세요.', '베팅은 0원 이상 가능합니다.') under it.
 */
export function AmountField({
  value,
  onValueChange,
  labels,
  error,
  clamp,
  maxDigits,
  onCommit,
  disabled = false,
  name,
}: AmountFieldProps) {
  const { inputRef, inputId, messageId, message, onChange, onBlur } = useAmountField({ value, onValueChange, error, clamp, maxDigits, onCommit });
  const { label, suffix, placeholder } = mergeLabels(amountFieldLabels, labels);
  const invalid = message !== null;
  const state = disabled ? 'disabled' : invalid ? 'invalid' : 'valid';
  return (
    <div className={styles.field} data-state={state}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control({ state })}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          name={name}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          onChange={onChange}
          onBlur={onBlur}
        />
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
      </div>
      {/* Always rendered so the live region exists before a message arrives. */}
      <p id={messageId} className={styles.message} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

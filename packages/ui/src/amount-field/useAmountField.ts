import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type RefObject,
} from 'react';
import { clampAmount, formatWon, validateAmountField, type ClampContext } from '@betkit/domain';
import { digitsBefore, formatAmountText, positionAfterDigits } from './amountText';

/** What the amount field's state needs from its props. */
export interface UseAmountFieldOptions {
  /** The field's text. */
  readonly value: string;
  /** Called with the new text (separators added) on every edit and after a clamp. */
  readonly onValueChange: (text: string) => void;
  /** A message decided by the caller (null for none); undefined lets the field validate itself. */
  readonly error?: string | null;
  /** When given, a valid amount is clamped on blur (emoney, max bet, max winnings; multiple of 10). */
  readonly clamp?: ClampContext;
  /** Called when the member leaves the field, with the text after any clamp. */
  readonly onCommit?: (text: string) => void;
}

/** The amount field's state, bound to its input. */
export interface AmountFieldState {
  /** Id of the input, for the label. */
  readonly inputId: string;
  /** Id of the message, for aria-describedby. */
  readonly messageId: string;
  /** The message shown under the field, or null. */
  readonly message: string | null;
  /** Ref of the input, used to keep the caret beside the same digit while separators move. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The input's change handler: groups digits as they are typed. */
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The input's blur handler: marks the field as visited and applies the auto-clamp. */
  readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** State of AmountField: validation by the domain's `validateAmountField`, caret care and the auto-clamp. */
export function useAmountField({ value, onValueChange, error, clamp, onCommit }: UseAmountFieldOptions): AmountFieldState {
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // Messages wait until the member has typed in or left the field; an untouched form is not wrong yet.
  const [visited, setVisited] = useState(false);
  const validation = useMemo(() => validateAmountField(value), [value]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = pendingCaret.current;
    pendingCaret.current = null;
    if (input === null || digits === null || input.ownerDocument.activeElement !== input) return;
    const position = positionAfterDigits(input.value, digits);
    input.setSelectionRange(position, position);
  }, [value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = formatAmountText(typed);
    pendingCaret.current = next === typed ? null : digitsBefore(typed, event.target.selectionStart ?? typed.length);
    setVisited(true);
    onValueChange(next);
  };

  const onBlur = () => {
    setVisited(true);
    let text = value;
    if (clamp !== undefined && validation.ok) {
      const clamped = clampAmount(validation.amount, clamp);
      if (clamped !== validation.amount) {
        text = formatWon(clamped, 'none');
        onValueChange(text);
      }
    }
    onCommit?.(text);
  };

  const own = visited && !validation.ok ? validation.message : null;
  return {
    inputId,
    messageId,
    message: error === undefined ? own : error,
    inputRef,
    onChange,
    onBlur,
  };
}

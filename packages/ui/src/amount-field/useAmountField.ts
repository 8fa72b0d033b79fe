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
import {
  amountDigitLimit,
  clampStake,
  digitsBefore,
  editAmountText,
  formatWon,
  positionAfterDigits,
  validateAmountField,
  type ClampContext,
} from '@betkit/domain';

/** What the amount field's state needs from its props. */
export interface UseAmountFieldOptions {
  /** The field's text. */
  readonly value: string;
  /** Called with the new text (separators added) on every edit and after a clamp. */
  readonly onValueChange: (text: string) => void;
  /** A message decided by the caller (null for none); undefined lets the field validate itself. */
  readonly error?: string | null;
  /** When given, a valid amount is clamped on blur (emoney, max bet, max winnings; multiple of 10), never below the min bet. */
  readonly clamp?: ClampContext;
  /** The most digits the field takes; by default those of the clamp's max bet, else of the default max bet. */
  readonly maxDigits?: number;
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
  /** The input's change handler: takes digits only and groups them as they are typed. */
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The input's blur handler: marks the field as visited and applies the auto-clamp. */
  readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** State of AmountField: validation by the domain's `validateAmountField`, caret care and the auto-clamp. */
export function useAmountField({ value, onValueChange, error, clamp, maxDigits, onCommit }: UseAmountFieldOptions): AmountFieldState {
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
    const input = event.target;
    const typed = input.value;
    const caret = input.selectionStart ?? typed.length;
    const next = editAmountText(value, typed, maxDigits ?? amountDigitLimit(clamp?.maxBet));
    setVisited(true);
    if (next === value) {
      // A refused key (a letter, a sign, a digit past the cap): the text and caret go back as they were,
      // set here so React's own restore of the value does not throw the caret to the end.
      const back = Math.min(Math.max(caret - (typed.length - value.length), 0), value.length);
      input.value = value;
      input.setSelectionRange(back, back);
      return;
    }
    pendingCaret.current = next === typed ? null : digitsBefore(typed, caret);
    onValueChange(next);
  };

  const onBlur = () => {
    setVisited(true);
    let text = value;
    if (clamp !== undefined && validation.ok) {
      // An amount the clamp would take below the min bet stays as typed: the submit checks say why.
      const clamped = clampStake(validation.amount, clamp);
      if (clamped.ok && clamped.amount !== validation.amount) {
        text = formatWon(clamped.amount, 'none');
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

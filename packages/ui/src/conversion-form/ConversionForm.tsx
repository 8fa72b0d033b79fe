import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONVERSION_MIN,
  conversionAmount,
  conversionErrorMessage,
  conversionMessage,
  conversionSuccessMessage,
  type ConversionKind,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { useSingleFlight } from '../internal/useSingleFlight';
import { mergeLabels } from '../labels';
import { TextField } from '../text-field/TextField';
import { domainRule } from '../text-field/domainRule';
import * as styles from './ConversionForm.css';
import { conversionFormLabels, conversionHint, type ConversionFormLabels } from './labels';

/** What the form is doing, also its `data-state`. */
export const conversionFormStates = ['idle', 'submitting', 'succeeded', 'failed'] as const;
export type ConversionFormState = (typeof conversionFormStates)[number];

export interface ConversionFormProps {
  /** Points or comps. */
  kind: ConversionKind;
  /** What the member holds of that kind: more is refused with the domain's message. */
  held: number;
  /**
   * Sends the conversion of a whole, valid amount (never a float). Resolves with the text to show (the domain's
   * success text when empty); rejects with an Error whose message is the server's text (the domain's fallback when empty).
   */
  onConvert: (amount: number) => Promise<string | void>;
  /** Name the form (a landmark, '포인트 전환'); false inside a dialog whose title already names it. */
  named?: boolean;
  /** The amount typed at first (stories). */
  defaultAmount?: string;
  /** Overrides of the Korean labels. */
  labels?: ConversionFormLabels;
}

interface Values {
  amount: string;
}

interface Result {
  readonly state: 'succeeded' | 'failed';
  readonly message: string;
}

/**
 * A point or comp conversion: the amount, checked by the domain's rule (minimum 5,000 points or 100 comps, not above
 * what is held), and one request per submit however often the button is pressed; the result is announced under it.
 */
export function ConversionForm({ kind, held, onConvert, named = true, defaultAmount = '', labels }: ConversionFormProps) {
  const words = mergeLabels(conversionFormLabels, labels);
  const { register, handleSubmit, formState, reset } = useForm<Values>({ defaultValues: { amount: defaultAmount } });
  const flight = useSingleFlight();
  const [result, setResult] = useState<Result | null>(null);

  const send = async ({ amount }: Values) => {
    const value = conversionAmount(kind, amount);
    if (value === null) return;
    await flight.run(async () => {
      setResult(null);
      try {
        const text = await onConvert(value);
        setResult({ state: 'succeeded', message: text || conversionSuccessMessage(kind) });
        reset({ amount: '' });
      } catch (error) {
        setResult({ state: 'failed', message: conversionErrorMessage(error instanceof Error ? error.message : undefined) });
      }
    });
  };

  const state: ConversionFormState = flight.busy ? 'submitting' : (result?.state ?? 'idle');
  const title = kind === 'point' ? words.pointForm : words.compForm;
  return (
    <form className={styles.form} aria-label={named ? title : undefined} data-kind={kind} data-state={state} noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <TextField
        label={kind === 'point' ? words.pointAmount : words.compAmount}
        inputMode="numeric"
        autoComplete="off"
        align="end"
        suffix={kind === 'point' ? words.pointUnit : words.compUnit}
        hint={conversionHint(kind, held, CONVERSION_MIN[kind])}
        error={formState.errors.amount?.message}
        {...register('amount', { validate: domainRule((value: string) => conversionMessage(kind, value, held)) })}
      />
      <span className={styles.submit}>
        <Button type="submit" busy={flight.busy}>
          {title}
        </Button>
      </span>
      <p className={styles.result} role="status" data-result="succeeded">
        {result?.state === 'succeeded' ? result.message : null}
      </p>
      {/* Inserted with its text, so it is announced at once. */}
      {result?.state === 'failed' ? (
        <p className={styles.result} role="alert" data-result="failed">
          {result.message}
        </p>
      ) : null}
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  WITHDRAWAL_LIMIT_TABLE,
  maskBankAccount,
  wholeWonAmount,
  withdrawAmountMessage,
  withdrawMessages,
  withdrawalLevelOfRole,
  withdrawalMaxForLevel,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { MoneyText } from '../money-text/MoneyText';
import { TextField } from '../text-field/TextField';
import { domainRule } from '../text-field/domainRule';
import { useSingleFlight } from '../internal/useSingleFlight';
import { mergeLabels } from '../labels';
import * as styles from './WithdrawForm.css';
import { withdrawFormLabels, type WithdrawFormLabels } from './labels';

/** What a sent withdrawal came to: the text to show (spec 8's success text, or the server's or default failure text). */
export type WithdrawOutcome = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

export interface WithdrawFormProps {
  /** The member's money in won: the amount may not be above it. */
  emoney: number;
  /** The member's role (level): sets the per-request maximum of spec 6 (4 VIP, 5 VVIP). */
  role: unknown;
  /** The banks are in their maintenance window (23:30–00:30): the form is shown but refuses requests. */
  maintenance?: boolean;
  /** The account holder's name. */
  accountHolder?: string;
  /** The bank's name. */
  bankName?: string;
  /** The account number; shown masked (last 4 as stars). */
  bankAccountNumber?: string;
  /** Sends the request with a whole amount in won; resolves with the text to show. Called once per submit. */
  onSubmit: (amount: number) => Promise<WithdrawOutcome> | WithdrawOutcome;
  /** The amount the field starts with (stories). */
  defaultAmount?: string;
  /** Overrides of the Korean labels. */
  labels?: WithdrawFormLabels;
}

interface WithdrawValues {
  amount: string;
}

/**
 * The withdrawal request: the rules box (amounts, rolling 100%, the maintenance window, the level maximums), the
 * masked account, the member's money and the amount, checked with the domain's rules; the submit is busy while
 * the request runs and a second click sends nothing.
 */
export function WithdrawForm({
  emoney,
  role,
  maintenance = false,
  accountHolder,
  bankName,
  bankAccountNumber,
  onSubmit,
  defaultAmount = '',
  labels: overrides,
}: WithdrawFormProps) {
  const labels = mergeLabels(withdrawFormLabels, overrides);
  const { register, handleSubmit, formState, reset } = useForm<WithdrawValues>({ defaultValues: { amount: defaultAmount } });
  const flight = useSingleFlight();
  const [outcome, setOutcome] = useState<WithdrawOutcome | null>(null);
  const max = withdrawalMaxForLevel(withdrawalLevelOfRole(role));
  const noMoney = !(emoney > 0);
  const closed = maintenance || noMoney;

  const send = async ({ amount }: WithdrawValues) => {
    const value = wholeWonAmount(amount);
    if (value === null || closed) return;
    await flight.run(async () => {
      setOutcome(null);
      try {
        const result = await onSubmit(value);
        setOutcome(result);
        if (result.ok) reset({ amount: '' });
      } catch {
        setOutcome({ ok: false, message: withdrawMessages.failedDefault });
      }
    });
  };

  const state = formState.isSubmitting ? 'submitting' : maintenance ? 'maintenance' : noMoney ? 'empty-balance' : 'open';
  return (
    <form className={styles.root} data-state={state} noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <section className={styles.rules} aria-label={labels.rulesTitle}>
        <p className={styles.boxTitle}>{labels.rulesTitle}</p>
        <ul className={styles.ruleList}>
          <li>{labels.ruleAmount}</li>
          <li>{labels.ruleRolling}</li>
          <li>{labels.ruleMaintenance}</li>
        </ul>
        <p className={styles.boxTitle}>{labels.limitsTitle}</p>
        <ul className={styles.ruleList}>
          {WITHDRAWAL_LIMIT_TABLE.map((row) => (
            <li key={row.levels}>{labels.limitRow(row.levels, row.max)}</li>
          ))}
        </ul>
        <p className={styles.yourLimit}>{labels.yourLimit(max)}</p>
      </section>
      {maintenance ? (
        <p className={styles.notice} role="note">
          {withdrawMessages.maintenance}
        </p>
      ) : null}
      <dl className={styles.account} aria-label={labels.accountTitle}>
        <div className={styles.accountRow}>
          <dt>{labels.accountHolder}</dt>
          <dd>{accountHolder || labels.missing}</dd>
        </div>
        <div className={styles.accountRow}>
          <dt>{labels.bankName}</dt>
          <dd>{bankName || labels.missing}</dd>
        </div>
        <div className={styles.accountRow}>
          <dt>{labels.bankAccountNumber}</dt>
          <dd className={styles.numeric}>{bankAccountNumber ? maskBankAccount(bankAccountNumber) : labels.missing}</dd>
        </div>
        <div className={styles.accountRow}>
          <dt>{labels.emoney}</dt>
          <dd className={styles.numeric}>
            <MoneyText amount={emoney} />
          </dd>
        </div>
      </dl>
      {noMoney && !maintenance ? (
        <p className={styles.notice} role="note">
          {labels.zeroBalance}
        </p>
      ) : null}
      <TextField
        label={labels.amount}
        inputMode="numeric"
        autoComplete="off"
        align="end"
        suffix={labels.amountSuffix}
        hint={labels.amountHint}
        disabled={closed}
        error={formState.errors.amount?.message}
        {...register('amount', { validate: domainRule((value: string) => withdrawAmountMessage(value, emoney, role)) })}
      />
      <p className={styles.outcome} data-tone={outcome === null ? undefined : outcome.ok ? 'success' : 'failure'} role="status">
        {outcome?.message}
      </p>
      <Button type="submit" fullWidth disabled={closed} busy={formState.isSubmitting}>
        {labels.submit}
      </Button>
    </form>
  );
}

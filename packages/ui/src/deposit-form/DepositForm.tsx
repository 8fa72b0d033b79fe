import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  addQuickAmount,
  depositMessage,
  depositMessages,
  depositorNameMessage,
  depositQuickAddAmounts,
  formatAmountText,
  isBonusChosen,
  wholeWonAmount,
  type ChargeCouponKind,
} from '@betkit/domain';
import { ConfirmDialog } from '../alert-dialog';
import { Button } from '../button';
import { useSingleFlight } from '../internal/useSingleFlight';
import { mergeLabels } from '../labels';
import { SafeHtml } from '../safe-html';
import { TextField, domainRule } from '../text-field';
import * as styles from './DepositForm.css';
import { bonusConfirmText, depositFormLabels, quickAddLabel, type DepositFormLabels } from './labels';

/** A deposit bonus the member may choose (GET /eventDeposit/availableEvent). */
export interface DepositBonusOption {
  /** The event id sent as eventDepositId. */
  readonly id: number;
  /** The bonus name. */
  readonly label: string;
  /** A line about the bonus. */
  readonly detail?: string;
  /** The bonus image's URL (the api's bonusImageUrl); none for a bonus without an image. */
  readonly imageUrl?: string;
}

/** The account members deposit to, shown after the password check. */
export interface DepositAccount {
  readonly bankName: string;
  readonly accountNumber: string;
  readonly accountHolder: string;
}

/** What a valid form sends: integers in won, the chosen event and the depositor name. */
export interface DepositSubmission {
  /** The chosen bonus event's id. */
  readonly eventDepositId: number;
  /** The amount in won, a safe integer. */
  readonly amount: number;
  /** The depositor name, trimmed. */
  readonly depositName: string;
}

export interface DepositFormProps {
  /** The deposit bonuses to choose from. */
  bonuses: readonly DepositBonusOption[];
  /** The rules box: the server's HTML (sanitised), or the default text when none. */
  rulesHtml?: string;
  /** The rules box's heading. */
  rulesTitle?: string;
  /** The deposit account after a successful password check; null before it. */
  account: DepositAccount | null;
  /** The password check is running (its button shows busy). */
  checkingAccount?: boolean;
  /** Called with the typed deposit/withdrawal password when the member asks for the account. */
  onCheckAccount: (password: string) => void;
  /** The member's registered bank and masked account number, e.g. '국민은행 1234****'. */
  memberAccount?: string;
  /** The depositor name the field starts with (the member's account holder). */
  defaultDepositorName?: string;
  /** The mobile layout: 2,000,000 among the quick-add amounts and 4 of them per row. */
  mobile?: boolean;
  /** The validated deposit unit in won (DESIGN setting; default 1,000). */
  unit?: number;
  /** The deposit request is in flight (its button shows busy). */
  busy?: boolean;
  /** Called once per valid submit; resolves true when the request was taken (the amount is then cleared). */
  onSubmit: (submission: DepositSubmission) => Promise<boolean> | boolean | void;
  /** The coupon whose claim is running, if any. */
  claimingCoupon?: ChargeCouponKind | null;
  /** Called when a coupon button is pressed. */
  onClaimCoupon: (kind: ChargeCouponKind) => void;
  /** The level of the form's section headings: 3 under a dialog's title (default), 2 under a page's h1. */
  headingLevel?: 2 | 3;
  /** Overrides of the Korean labels. */
  labels?: DepositFormLabels;
}

interface DepositValues {
  bonus: string;
  amount: string;
  depositName: string;
}

/** Digits (ASCII or full-width), separators and spaces: text the field regroups with thousands separators. */
const GROUPABLE = /^[\d\uFF10-\uFF19,\uFF0C\s]*$/;
/** Not in spec: the most digits an amount takes (15 keeps every amount an exact integer). */
const MAX_AMOUNT_DIGITS = 15;
/** 15 digits and their 4 separators. */
const MAX_AMOUNT_LENGTH = 19;

/** The field's text regrouped ('1234567' → '1,234,567'); text that is not plain digits stays as typed so its message shows. */
function groupedAmount(text: string): string {
  if (!GROUPABLE.test(text)) return text;
  const grouped = formatAmountText(text, MAX_AMOUNT_DIGITS);
  return grouped === '' && text.trim() !== '' ? text : grouped;
}

/**
 * The deposit screen's form (spec 2): the rules box, the account check with the deposit/withdrawal password,
 * the bonus choice (a confirm on each change; cancel restores the previous bonus), the amount with thousands
 * separators and quick-add amounts, the depositor name, the two charge coupons and the submit. Every rule
 * message is @betkit/domain's; a double click submits once.
 */
export function DepositForm({
  bonuses,
  rulesHtml,
  rulesTitle,
  account,
  checkingAccount = false,
  onCheckAccount,
  memberAccount,
  defaultDepositorName = '',
  mobile = false,
  unit,
  busy: requesting = false,
  onSubmit,
  claimingCoupon = null,
  onClaimCoupon,
  headingLevel = 3,
  labels: overrides,
}: DepositFormProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const labels = mergeLabels(depositFormLabels, overrides);
  const ids = useId();
  const bonusLabelId = `${ids}-bonus`;
  const bonusMessageId = `${ids}-bonus-message`;
  const { register, handleSubmit, formState, getValues, setValue, resetField, control } = useForm<DepositValues>({
    defaultValues: { bonus: '', amount: '', depositName: defaultDepositorName },
  });
  const passwordForm = useForm<{ password: string }>({ defaultValues: { password: '' } });
  // A bonus change waits for the confirm; cancel puts the previous one back.
  const [pendingBonus, setPendingBonus] = useState<{ previous: string; next: string } | null>(null);
  // One deposit request at a time; the `busy` prop only redraws the button.
  const flight = useSingleFlight();

  const chosenBonus = useWatch({ control, name: 'bonus' });
  const bonusField = register('bonus', {
    validate: (bonus) => (isBonusChosen(bonus) ? true : depositMessages.selectBonus),
  });
  const amountField = register('amount', {
    validate: (amount, values) => {
      const message = depositMessage({ bonus: values.bonus, amount }, { unit });
      // The bonus has its own message on its own group.
      return message === null || message === depositMessages.selectBonus ? true : message;
    },
  });
  const nameField = register('depositName', { validate: domainRule(depositorNameMessage) });

  const revalidate = { shouldValidate: formState.isSubmitted };

  const onAmountChange = (event: ChangeEvent<HTMLInputElement>) => {
    const grouped = groupedAmount(event.target.value);
    if (grouped !== event.target.value) event.target.value = grouped;
    return amountField.onChange(event);
  };

  const addAmount = (won: number) => {
    setValue('amount', groupedAmount(addQuickAmount(getValues('amount'), won)), revalidate);
  };

  const onBonusChange = (event: ChangeEvent<HTMLInputElement>) => {
    const previous = getValues('bonus');
    void bonusField.onChange(event);
    setPendingBonus({ previous, next: event.target.value });
  };

  const onValid = async (values: DepositValues) => {
    const amount = wholeWonAmount(values.amount);
    if (amount === null) return;
    await flight.run(async () => {
      const taken = await onSubmit({
        eventDepositId: Number(values.bonus),
        amount,
        depositName: values.depositName.trim(),
      });
      if (taken === true) resetField('amount', { defaultValue: '' });
    });
  };
  const send = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event);

  const checkAccount = passwordForm.handleSubmit(({ password }) => onCheckAccount(password));
  const pendingLabel = bonuses.find((bonus) => String(bonus.id) === pendingBonus?.next)?.label ?? '';
  const bonusError = formState.errors.bonus?.message;
  const busy = requesting || formState.isSubmitting;

  return (
    <div className={styles.form}>
      <section className={styles.rules} aria-labelledby={`${ids}-rules`}>
        <Heading id={`${ids}-rules`} className={styles.sectionTitle}>
          {rulesTitle ?? labels.rulesTitle}
        </Heading>
        {rulesHtml ? <SafeHtml html={rulesHtml} className={styles.rulesText} /> : <p className={styles.rulesText}>{labels.rulesFallback}</p>}
      </section>

      <section className={styles.section} aria-labelledby={`${ids}-account`}>
        <Heading id={`${ids}-account`} className={styles.sectionTitle}>
          {labels.accountTitle}
        </Heading>
        <form className={styles.accountRow} noValidate onSubmit={checkAccount} aria-labelledby={`${ids}-account`}>
          <TextField
            label={labels.password}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            {...passwordForm.register('password')}
          />
          <Button type="submit" variant="secondary" busy={checkingAccount}>
            {labels.checkAccount}
          </Button>
        </form>
        {account ? (
          <dl className={styles.account} aria-live="polite">
            <div className={styles.accountItem}>
              <dt>{labels.bankName}</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div className={styles.accountItem}>
              <dt>{labels.accountNumber}</dt>
              <dd className={styles.figures}>{account.accountNumber}</dd>
            </div>
            <div className={styles.accountItem}>
              <dt>{labels.accountHolder}</dt>
              <dd>{account.accountHolder}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.hint}>{labels.accountHint}</p>
        )}
      </section>

      <form className={styles.section} noValidate onSubmit={send} aria-label={labels.form}>
        <div
          role="radiogroup"
          aria-labelledby={bonusLabelId}
          aria-describedby={bonusError ? bonusMessageId : undefined}
          aria-invalid={bonusError ? true : undefined}
          className={styles.bonusGroup}
        >
          <span id={bonusLabelId} className={styles.fieldLabel}>
            {labels.bonus}
          </span>
          <div className={styles.bonusList({ layout: mobile ? 'mobile' : 'desktop' })}>
            {bonuses.map((bonus) => (
              <label key={bonus.id} className={styles.bonusCard} data-state={chosenBonus === String(bonus.id) ? 'checked' : 'unchecked'}>
                <input type="radio" className={styles.bonusRadio} value={String(bonus.id)} {...bonusField} onChange={onBonusChange} />
                {bonus.imageUrl ? <img className={styles.bonusImage} src={bonus.imageUrl} alt="" /> : null}
                <span className={styles.bonusLabel}>{bonus.label}</span>
                {bonus.detail ? <span className={styles.bonusDetail}>{bonus.detail}</span> : null}
              </label>
            ))}
          </div>
          <p id={bonusMessageId} className={styles.message} aria-live="polite">
            {bonusError ?? null}
          </p>
        </div>

        <TextField
          label={labels.amount}
          inputMode="numeric"
          autoComplete="off"
          align="end"
          suffix={labels.won}
          placeholder="0"
          maxLength={MAX_AMOUNT_LENGTH}
          error={formState.errors.amount?.message}
          {...amountField}
          onChange={onAmountChange}
        />
        <div role="group" aria-label={labels.quickAdd} className={styles.quickGroup({ layout: mobile ? 'mobile' : 'desktop' })}>
          {depositQuickAddAmounts(mobile).map((won) => (
            <Button key={won} size="sm" variant="secondary" onClick={() => addAmount(won)}>
              {quickAddLabel(won)}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setValue('amount', '', revalidate)}>
            {labels.clearAmount}
          </Button>
        </div>

        <TextField
          label={labels.depositorName}
          autoComplete="name"
          hint={memberAccount ? `${labels.memberAccount}: ${memberAccount}` : undefined}
          error={formState.errors.depositName?.message}
          {...nameField}
        />

        <div role="group" aria-label={labels.coupons} className={styles.couponRow}>
          <Button variant="secondary" busy={claimingCoupon === 'count'} onClick={() => onClaimCoupon('count')}>
            {labels.couponCount}
          </Button>
          <Button variant="secondary" busy={claimingCoupon === 'amount'} onClick={() => onClaimCoupon('amount')}>
            {labels.couponAmount}
          </Button>
        </div>

        <Button type="submit" size="lg" fullWidth busy={busy}>
          {labels.submit}
        </Button>
      </form>

      <ConfirmDialog
        open={pendingBonus !== null}
        title={labels.bonusConfirmTitle}
        message={bonusConfirmText(pendingLabel)}
        onConfirm={() => setPendingBonus(null)}
        onCancel={() => {
          if (pendingBonus) setValue('bonus', pendingBonus.previous, revalidate);
          setPendingBonus(null);
        }}
      />
    </div>
  );
}

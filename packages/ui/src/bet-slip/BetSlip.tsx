import { lazy, memo, Suspense, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '@betkit/domain';
import { AmountField } from '../amount-field/AmountField';
import { QuickAddButtons } from '../amount-field/QuickAddButtons';
import { Button } from '../button/Button';
import { SegmentedChoice } from '../internal/SegmentedChoice';
import { MoneyText } from '../money-text/MoneyText';
import { OddsText } from '../odds-text/OddsText';
import * as styles from './BetSlip.css';
import { bonusGauge } from './bonusGauge';
import { mergeLabels } from '../labels';
import { betSlipLabels, type BetSlipLabels, type ResolvedBetSlipLabels } from './labels';
import { reactKeyOf } from './selectionText';
import { SlipItem } from './SlipItem';
import type { BetSlipState } from './useBetSlip';

// Props of these stay the same when a pick is added or a price moves: memoised, only the list and totals re-render.
const StableQuickAddButtons = memo(QuickAddButtons);

// The dialogs load on first use, so a page showing the slip does not carry the dialog primitive until a bet needs it.
const loadConfirmDialog = () => import('../bet-confirm-dialog/BetConfirmDialog');
const loadOddsChangeDialog = () => import('../odds-change-dialog/OddsChangeDialog');
const StableBetConfirmDialog = lazy(() => loadConfirmDialog().then(({ BetConfirmDialog }) => ({ default: memo(BetConfirmDialog) })));
const LazyOddsChangeDialog = lazy(() => loadOddsChangeDialog().then(({ OddsChangeDialog }) => ({ default: OddsChangeDialog })));
const LazyDialog = lazy(() => import('../dialog/Dialog').then(({ Dialog }) => ({ default: Dialog })));

/** Where the slip is shown: the desktop side panel, or the mobile dialog opened from the bet cart. */
export const betSlipVariants = ['panel', 'dialog'] as const;
/** One slip variant. */
export type BetSlipVariant = (typeof betSlipVariants)[number];

export interface BetSlipProps {
  /** The slip's state and actions, from `useBetSlip`. */
  state: BetSlipState;
  /** Desktop side panel or mobile dialog. */
  variant?: BetSlipVariant;
  /** The dialog variant's open state (controlled). */
  open?: boolean;
  /** The dialog variant's open request (bet cart, close control, Esc). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog variant's trigger, e.g. a `BetCartButton`; focus returns to it on close. */
  trigger?: ReactNode;
  /** Labels replacing the Korean defaults. */
  labels?: BetSlipLabels;
}

/** The bonus gauge: qualifying picks toward the next folder bonus ('1.30 이상 1경기 더 선택하면 3폴더 보너스'). */
function BonusGaugeView({ state, labels }: { state: BetSlipState; labels: ResolvedBetSlipLabels }) {
  const gauge = state.bonus === null ? null : bonusGauge(state.bonus);
  if (gauge === null) return null;
  const text =
    gauge.upcoming !== null
      ? labels.bonusProgress(gauge.minOdds, gauge.remaining, gauge.upcoming.folders)
      : labels.bonusReached(gauge.current?.folders ?? gauge.max);
  const percent = (gauge.value / gauge.max) * 100;
  return (
    <div className={styles.gauge} data-state={gauge.upcoming === null ? 'complete' : 'progress'}>
      <p className={styles.gaugeText}>{text}</p>
      <div
        role="progressbar"
        className={styles.gaugeTrack}
        aria-label={labels.bonusGauge}
        aria-valuemin={0}
        aria-valuemax={gauge.max}
        aria-valuenow={gauge.value}
        aria-valuetext={text}
      >
        {/* The fill follows the count at run time: the one inline style. */}
        <div className={styles.gaugeIndicator} style={{ transform: `translateX(-${100 - percent}%)` }} />
      </div>
    </div>
  );
}

/** What the odds-change policy control reads: plain values and stable actions, so a new pick does not re-render it. */
interface OddsPolicyControlProps {
  autoAccept: boolean;
  policy: OddsChangePolicy;
  onAutoAcceptChange: (autoAccept: boolean) => void;
  onPolicyChange: (policy: OddsChangePolicy) => void;
  labels: ResolvedBetSlipLabels;
}

/** The auto-accept toggle (the spec's isOddsAutoChangeFlag) and the policy it turns on. */
const OddsPolicyControl = memo(function OddsPolicyControl({
  autoAccept,
  policy: currentPolicy,
  onAutoAcceptChange,
  onPolicyChange,
  labels,
}: OddsPolicyControlProps) {
  const switchId = useId();
  return (
    <div className={styles.policy}>
      <div className={styles.switchRow}>
        <label className={styles.switchLabel} htmlFor={switchId}>
          {labels.autoAccept}
        </label>
        <input
          type="checkbox"
          role="switch"
          id={switchId}
          className={styles.switchRoot}
          checked={autoAccept}
          onChange={(event) => onAutoAcceptChange(event.target.checked)}
        />
      </div>
      <SegmentedChoice
        label={labels.policyGroup}
        options={ODDS_CHANGE_POLICIES}
        value={currentPolicy}
        optionLabel={(policy) => labels.policies[policy]}
        onChange={onPolicyChange}
        className={styles.policyGroup}
        itemClassName={styles.policyItem}
      />
    </div>
  );
});

/** The slip's content, shared by the panel and the dialog. */
function SlipContent({ state, labels }: { state: BetSlipState; labels: ResolvedBetSlipLabels }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    state.submit();
  };
  return (
    <>
      {state.selections.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        // Native scrolling: radix ScrollArea re-measured its scrollbar on every pick added or price moved.
        <div className={styles.viewport} data-slip-viewport="">
          <ul className={styles.list} aria-label={labels.list}>
            {state.selections.map((selection) => (
              <SlipItem key={reactKeyOf(selection.id)} selection={selection} onRemove={state.remove} removeDisabled={state.busy} />
            ))}
          </ul>
        </div>
      )}
      <div role="alert" className={styles.notice} data-region="slip">
        {state.slipMessage ?? state.bonusMessage}
      </div>
      <BonusGaugeView state={state} labels={labels} />
      <dl className={styles.totals}>
        <dt className={styles.totalLabel}>{labels.totalOdds}</dt>
        <dd className={styles.totalValue}>
          <OddsText odds={state.totalOdds} />
        </dd>
        <dt className={styles.totalLabel}>{labels.expectedWinnings}</dt>
        <dd className={styles.totalValue}>
          <MoneyText amount={state.expectedWinnings} weight="bold" />
        </dd>
      </dl>
      <OddsPolicyControl
        autoAccept={state.autoAccept}
        policy={state.oddsChangePolicy}
        onAutoAcceptChange={state.setAutoAccept}
        onPolicyChange={state.setOddsChangePolicy}
        labels={labels}
      />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AmountField
          value={state.amountText}
          onValueChange={state.setAmountText}
          error={state.amountError}
          maxDigits={state.amountMaxDigits}
          onCommit={state.commitAmount}
          disabled={state.busy}
          labels={labels.amountField}
        />
        <StableQuickAddButtons onQuickAdd={state.quickAdd} disabled={state.busy} />
        <div role="alert" className={styles.notice} data-region="submit">
          {state.message}
        </div>
        <p role="status" className={styles.placed}>
          {state.status === 'accepted' ? labels.placed : null}
        </p>
        {/* While a bet is sent, a press still submits: the slip answers it with '베팅 진행 중입니다.'. */}
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={state.busy}
          onBusyClick={state.submit}
          labels={{ busy: labels.submitting }}
          data-state={state.busy ? 'submitting' : 'idle'}
        >
          {labels.submit}
        </Button>
      </form>
      <SlipDialogs state={state} labels={labels} />
    </>
  );
}

/**
 * The confirm and odds-change dialogs: fetched once the slip holds a pick (so a bet never waits for them), mounted
 * from the first time one opens and kept mounted after, so they close with their animation and keep focus return.
 */
function SlipDialogs({ state, labels }: { state: BetSlipState; labels: ResolvedBetSlipLabels }) {
  const hasPicks = state.selections.length > 0;
  useEffect(() => {
    if (!hasPicks) return;
    void loadConfirmDialog();
    void loadOddsChangeDialog();
  }, [hasPicks]);
  const confirming = state.status === 'confirming';
  const oddsChanged = state.oddsChangeDialog !== 'closed';
  const [confirmUsed, setConfirmUsed] = useState(confirming);
  const [oddsChangeUsed, setOddsChangeUsed] = useState(oddsChanged);
  // Adjusting state while rendering (React's pattern for state derived from props): mounted from the first open.
  if (confirming && !confirmUsed) setConfirmUsed(true);
  if (oddsChanged && !oddsChangeUsed) setOddsChangeUsed(true);
  return (
    <Suspense fallback={null}>
      {confirmUsed ? (
        <StableBetConfirmDialog
          open={confirming}
          message={state.confirmMessage ?? undefined}
          onConfirm={state.confirm}
          onCancel={state.cancelConfirm}
        />
      ) : null}
      {oddsChangeUsed ? (
        <LazyOddsChangeDialog
          open={oddsChanged}
          busy={state.oddsChangeDialog === 'pending'}
          rows={state.oddsChangeRows}
          amount={state.amount ?? undefined}
          onAccept={state.acceptOddsChange}
          onCancel={state.cancelOddsChange}
          labels={labels.oddsChangeDialog}
        />
      ) : null}
    </Suspense>
  );
}

/**
 * The bet slip: the picks in a 330 px scroll area, total odds, expected winnings, the pre-match bonus
 * gauge, the odds-change policy, the amount with quick-add, and the bet button with its notices.
 * Opens the confirm and odds-change dialogs from the state. Desktop side panel or mobile dialog.
 */
export function BetSlip({ state, variant = 'panel', open, onOpenChange, trigger, labels: overrides }: BetSlipProps) {
  const labels = useMemo(() => mergeLabels(betSlipLabels, overrides), [overrides]);
  const headingId = useId();
  const clearAll = (
    <Button
      variant="ghost"
      size="sm"
      onClick={state.clear}
      disabled={state.selections.length === 0 || state.busy}
    >
      {labels.clearAll}
    </Button>
  );
  const count = <span className={styles.count}>{labels.pickCount(state.pickCount)}</span>;

  if (variant === 'dialog') {
    return (
      // Until the dialog's code has arrived, the trigger (the bet cart) stands alone and a press asks to open.
      <Suspense
        fallback={
          <span className={styles.triggerSlot} onClickCapture={() => onOpenChange?.(true)}>
            {trigger}
          </span>
        }
      >
        <LazyDialog title={labels.title} open={open} onOpenChange={onOpenChange} trigger={trigger} width={500} fullScreenOnMobile>
          <div className={styles.dialogBody} data-state={state.status} data-area={state.area}>
            <div className={styles.toolbar}>
              {count}
              <span className={styles.headerEnd}>{clearAll}</span>
            </div>
            <SlipContent state={state} labels={labels} />
          </div>
        </LazyDialog>
      </Suspense>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-state={state.status} data-area={state.area}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {labels.title}
        </h2>
        {count}
        <span className={styles.headerEnd}>{clearAll}</span>
      </header>
      <div className={styles.body}>
        <SlipContent state={state} labels={labels} />
      </div>
    </section>
  );
}

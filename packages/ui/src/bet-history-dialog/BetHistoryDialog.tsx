import { useCallback, useMemo, type ReactNode } from 'react';
import type { HistorySlip, Instant, ThirdPartyBet } from '@betkit/domain';
import { ConfirmDialog } from '../alert-dialog/AlertDialog';
import { BetHistoryTable } from '../bet-history/BetHistoryTable';
import { useIsMobile } from '../internal/useMediaQuery';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { Tabs } from '../tabs/Tabs';
import { ThirdPartyBetTable } from '../third-party-bets/ThirdPartyBetTable';
import * as styles from './BetHistoryDialog.css';
import { mergeLabels } from '../labels';
import { betHistoryDialogLabels, type BetHistoryDialogLabels } from './labels';
import { betHistoryTabs, tabGameTypes, type BetHistoryTab } from './tabs';
import { useAfterPaint } from './useAfterPaint';
import { useConfirmStep } from './useConfirmStep';

export interface BetHistoryDialogProps {
  /** The dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The active tab. */
  tab: BetHistoryTab;
  /** Called with the tab the member chose. */
  onTabChange: (tab: BetHistoryTab) => void;
  /** The slips of the active slip tab (bulk list, up to 10,000); ignored on the casino tab. */
  slips: readonly HistorySlip[];
  /** The third-party bets of the casino tab (bulk list, up to 100,000). */
  thirdPartyBets: readonly ThirdPartyBet[];
  /** The active tab's list is being fetched. */
  loading?: boolean;
  /** Why the active tab's list could not be fetched; shown in place of the list. */
  error?: string | null;
  /** The current time, for the cancel window of pending slips. */
  now: Instant;
  /** Fetch the active tab again ('새로고침', and '다시 시도' after an error). */
  onRefresh?: (tab: BetHistoryTab) => void;
  /** Delete every row of the tab; called after the member confirms. */
  onDeleteAll?: (tab: BetHistoryTab) => void;
  /** A delete-all call is running. */
  deletingAll?: boolean;
  /** Cancel a pending slip; called after the member confirms. */
  onCancelSlip?: (slip: HistorySlip) => void;
  /** Delete a settled slip. */
  onDeleteSlip?: (slip: HistorySlip) => void;
  /** Ids of slips whose cancel or delete call is running. */
  busySlipIds?: readonly number[];
  /** Delete the selected third-party bets. */
  onDeleteThirdPartyBets?: (bets: readonly ThirdPartyBet[]) => void;
  /** A third-party delete call is running. */
  deletingThirdPartyBets?: boolean;
  /** An element that opens the dialog when clicked. */
  trigger?: ReactNode;
  /** Overrides of the Korean labels, the tables' under `table` and `thirdPartyTable`. */
  labels?: BetHistoryDialogLabels;
}

/**
 * Shows `placeholder` (same size) until the browser has painted once, then `children`. The click that
 * opens the dialog paints its frame at once; the tabs, toolbar and list follow a frame later.
 */
function AfterPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return useAfterPaint() ? children : placeholder;
}

/**
 * The list's fixed-height area. Its rows mount right after the next paint, so a tab change paints the
 * new tab and toolbar at once and a long list never delays the answer to the click.
 */
function DeferredListArea({ children }: { children: ReactNode }) {
  const ready = useAfterPaint();
  return (
    <div className={styles.listArea} data-state={ready ? 'ready' : 'pending'} aria-busy={ready ? undefined : true}>
      {ready ? children : null}
    </div>
  );
}

/**
 * The bet history dialog: a tab per list (sports, live, virtual, mini-game, casino), refresh and
 * delete-all, and the bulk list of the active tab, virtualised so only the rows in view are mounted.
 * Full screen on phones.
 */
export function BetHistoryDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  slips,
  thirdPartyBets,
  loading = false,
  error = null,
  now,
  onRefresh,
  onDeleteAll,
  deletingAll = false,
  onCancelSlip,
  onDeleteSlip,
  busySlipIds,
  onDeleteThirdPartyBets,
  deletingThirdPartyBets = false,
  trigger,
  labels: labelOverrides,
}: BetHistoryDialogProps) {
  const labels = useMemo(() => mergeLabels(betHistoryDialogLabels, labelOverrides), [labelOverrides]);
  const mobile = useIsMobile();
  const deleteAll = useConfirmStep(useCallback(() => onDeleteAll?.(tab), [onDeleteAll, tab]));
  const casino = tab === 'casino';
  const count = casino ? thirdPartyBets.length : slips.length;
  const state = error ? 'error' : loading ? 'loading' : count === 0 ? 'empty' : 'filled';

  const list =
    state === 'error' ? (
      <div className={styles.message} role="alert">
        <p className={styles.errorText}>{error}</p>
        {onRefresh ? (
          <Button size="sm" variant="secondary" onClick={() => onRefresh(tab)}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    ) : state === 'loading' ? (
      <p className={styles.message} role="status">
        {labels.loading}
      </p>
    ) : casino ? (
      <ThirdPartyBetTable
        bets={thirdPartyBets}
        onDelete={onDeleteThirdPartyBets}
        deleting={deletingThirdPartyBets}
        virtualized
        labels={labels.thirdPartyTable}
      />
    ) : (
      <BetHistoryTable
        slips={slips}
        gameType={tabGameTypes[tab]}
        now={now}
        onCancel={onCancelSlip}
        onDelete={onDeleteSlip}
        busySlipIds={busySlipIds}
        virtualized
        labels={labels.table}
      />
    );

  const panel = (
    <div className={styles.panel} data-state={state}>
      <div className={styles.toolbar}>
        <span className={styles.total}>{state === 'filled' || state === 'empty' ? labels.total(count) : null}</span>
        {onRefresh ? (
          <Button size="sm" variant="secondary" busy={loading} onClick={() => onRefresh(tab)}>
            {labels.refresh}
          </Button>
        ) : null}
        {onDeleteAll ? (
          <Button
            size="sm"
            variant="danger"
            disabled={state !== 'filled'}
            busy={deletingAll}
            onClick={deleteAll.ask}
          >
            {labels.deleteAll}
          </Button>
        ) : null}
      </div>
      <DeferredListArea>{list}</DeferredListArea>
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      width={1200}
      fullScreenOnMobile
      trigger={trigger}
    >
      <AfterPaint placeholder={<div className={styles.bodyPlaceholder} aria-busy="true" />}>
        <Tabs
          label={labels.tabList}
          value={tab}
          onValueChange={onTabChange}
          fullWidth={mobile}
          items={betHistoryTabs.map((value) => ({
            value,
            label: labels.tabs[value],
            // Only the active tab builds its list; the others keep an empty panel for their tab's aria-controls.
            content: value === tab ? panel : null,
          }))}
        />
        <ConfirmDialog
          open={deleteAll.asking}
          title={labels.deleteAllConfirmTitle}
          message={labels.deleteAllConfirm(labels.tabs[tab])}
          onConfirm={deleteAll.accept}
          onCancel={deleteAll.dismiss}
        />
      </AfterPaint>
    </Dialog>
  );
}

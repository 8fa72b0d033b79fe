import type { ReactNode } from 'react';
import { Button } from '../button';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state';
import { Tabs } from '../tabs';
import * as styles from './BetHistoryPage.css';
import { betHistoryPageLabels, type BetHistoryPageLabels } from './labels';

export interface BetHistoryPageProps<Tab extends string> {
  /** The lists, in order, with their names. */
  tabs: readonly { value: Tab; label: string }[];
  /** The list shown. */
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  /** The shown list's panel; the other tabs keep an empty panel for their aria-controls. */
  children: ReactNode;
  /** Opens the bulk history dialog from the title's row; without it there is no button. */
  onOpenBulk?: () => void;
  /** Customer-page (support) mode: its banner, with the slip numbers the lists are filtered to ('' for none). */
  customerSlipIds?: string;
  labels?: BetHistoryPageLabels;
}

/** The member's bet history: the title (and the bulk dialog's button), the support-mode banner, and a tab per list. */
export function BetHistoryPage<Tab extends string>({ tabs, tab, onTabChange, children, onOpenBulk, customerSlipIds, labels: overrides }: BetHistoryPageProps<Tab>) {
  const labels = mergeLabels(betHistoryPageLabels, overrides);
  return (
    <PageSection
      title={labels.title}
      width="list"
      action={
        onOpenBulk
          ? () => (
              <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onOpenBulk}>
                {labels.openBulk}
              </Button>
            )
          : undefined
      }
    >
      {customerSlipIds === undefined ? null : (
        <p className={styles.customerBanner}>
          {labels.customerMode}
          {customerSlipIds === '' ? null : ` (${labels.customerSlips(customerSlipIds)})`}
        </p>
      )}
      <Tabs
        label={labels.tabList}
        value={tab}
        onValueChange={onTabChange}
        items={tabs.map((item) => ({ ...item, content: item.value === tab ? children : null }))}
      />
    </PageSection>
  );
}

export interface BetHistoryListProps {
  /** The list's first read is running. */
  loading: boolean;
  /** Why the list could not be read (the server's text), shown with a retry. */
  error: string | null;
  onRetry: () => void;
  /** The list's row count once read; the list (children) shows only then. */
  total: number | undefined;
  /** The list's table and page buttons. */
  children: ReactNode;
  labels?: BetHistoryPageLabels;
}

/** One history list: its loading line or failure, then its count and its table. */
export function BetHistoryList({ loading, error, onRetry, total, children, labels: overrides }: BetHistoryListProps) {
  const labels = mergeLabels(betHistoryPageLabels, overrides);
  let state: ReactNode = null;
  if (error !== null) state = <LoadState state="failed" layout="list" message={error} onRetry={onRetry} />;
  else if (loading) state = <LoadState state="loading" layout="list" message={labels.loading} />;
  return (
    <div className={styles.panel}>
      {state}
      {total === undefined ? null : (
        <>
          <p className={styles.total}>{labels.total(total)}</p>
          {children}
        </>
      )}
    </div>
  );
}

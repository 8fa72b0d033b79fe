import { useId, type ReactNode } from 'react';
import { mergeLabels } from '../labels';
import { Tabs } from '../tabs';
import * as styles from './WithdrawPanel.css';
import { withdrawPanelLabels, type WithdrawPanelLabels } from './labels';

export interface WithdrawPanelProps {
  /** The request form (WithdrawForm or its container). */
  form: ReactNode;
  /** The withdrawal history. */
  history: ReactNode;
  /** The phone layout (spec 2: "on mobile each has two tabs, request and history"); on desktop the history sits beside the form. */
  mobile?: boolean;
  /** Overrides of the Korean labels. */
  labels?: WithdrawPanelLabels;
}

/** The withdrawal screen's body (page and dialog): the form with the history beside it, or both as tabs on a phone. */
export function WithdrawPanel({ form, history, mobile = false, labels: overrides }: WithdrawPanelProps) {
  const labels = mergeLabels(withdrawPanelLabels, overrides);
  const historyId = useId();
  if (mobile) {
    return (
      <Tabs
        label={labels.tabList}
        fullWidth
        items={[
          { value: 'request', label: labels.requestTab, content: form },
          { value: 'history', label: labels.historyTab, content: history },
        ]}
      />
    );
  }
  return (
    <div className={styles.columns}>
      <div className={styles.formColumn}>{form}</div>
      <section className={styles.historyColumn} aria-labelledby={historyId}>
        <h2 id={historyId} className={styles.historyTitle}>
          {labels.historyTitle}
        </h2>
        {history}
      </section>
    </div>
  );
}

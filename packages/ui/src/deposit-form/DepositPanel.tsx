import { useId, type ReactNode } from 'react';
import { mergeLabels } from '../labels';
import { Tabs } from '../tabs';
import * as styles from './DepositForm.css';
import { depositFormLabels, type DepositFormLabels } from './labels';

/** The two tabs of the mobile deposit dialog (spec 2: "on mobile each has two tabs, request and history"). */
export const depositPanelTabs = ['request', 'history'] as const;
export type DepositPanelTab = (typeof depositPanelTabs)[number];

export interface DepositPanelProps {
  /** The request form (DepositForm or its container). */
  form: ReactNode;
  /** The deposit history; a short placeholder text when none is given. */
  history?: ReactNode;
  /** The mobile layout: request and history as two tabs; on desktop the history sits under the form. */
  mobile?: boolean;
  /** Controlled active tab on mobile. */
  tab?: DepositPanelTab;
  /** Called when the member picks a tab on mobile. */
  onTabChange?: (tab: DepositPanelTab) => void;
  /** The level of the history heading on desktop: 3 under a dialog's title (default), 2 under a page's h1. */
  headingLevel?: 2 | 3;
  /** Overrides of the Korean labels. */
  labels?: DepositFormLabels;
}

/** The deposit screen's body: the request form and the history under it, or both as tabs on mobile. */
export function DepositPanel({ form, history, mobile = false, tab, onTabChange, headingLevel = 3, labels: overrides }: DepositPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const labels = mergeLabels(depositFormLabels, overrides);
  const historyId = useId();
  const historyContent = history ?? <p className={styles.placeholder}>{labels.historyPlaceholder}</p>;
  if (mobile) {
    return (
      <Tabs<DepositPanelTab>
        label={labels.tabs}
        fullWidth
        value={tab}
        onValueChange={onTabChange}
        items={[
          { value: 'request', label: labels.requestTab, content: form },
          { value: 'history', label: labels.historyTab, content: historyContent },
        ]}
      />
    );
  }
  return (
    <div className={styles.panel}>
      {form}
      <section aria-labelledby={historyId} className={styles.section}>
        <Heading id={historyId} className={styles.sectionTitle}>
          {labels.historyTitle}
        </Heading>
        {historyContent}
      </section>
    </div>
  );
}

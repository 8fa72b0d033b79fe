import type { ReactNode } from 'react';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import { Tabs } from '../tabs';
import { chargeHistoryPageLabels, type ChargeHistoryPageLabels } from './labels';

/** The histories of the page, as its tabs. */
export type ChargeHistoryTab = keyof typeof chargeHistoryPageLabels.tabs;

const chargeHistoryTabs = Object.keys(chargeHistoryPageLabels.tabs) as ChargeHistoryTab[];

export interface ChargeHistoryPageProps {
  /** The history shown. */
  tab: ChargeHistoryTab;
  onTabChange: (tab: ChargeHistoryTab) => void;
  /** The shown history's list; the other tab keeps an empty panel for its aria-controls. */
  children: ReactNode;
  labels?: ChargeHistoryPageLabels;
}

/** The member's deposit and withdrawal histories as two tabs under the page's title. */
export function ChargeHistoryPage({ tab, onTabChange, children, labels: overrides }: ChargeHistoryPageProps) {
  const labels = mergeLabels(chargeHistoryPageLabels, overrides);
  return (
    <PageSection title={labels.title} width="full">
      <Tabs
        label={labels.tabList}
        value={tab}
        onValueChange={onTabChange}
        items={chargeHistoryTabs.map((value) => ({ value, label: labels.tabs[value], content: value === tab ? children : null }))}
      />
    </PageSection>
  );
}

import type { ReactNode } from 'react';
import { PageSection, PeriodFilter } from '@betkit/ui';
import { useSite } from '../app/runtime';
import type { PartnerPage } from '@betkit/ui';
import { partnerPageTitles } from './pages';
import type { ListQuery } from '../app/useListQuery';

/** A partner page over a period: its title, the period filter (presets, a typed range, the applied interval) and its list. */
export function PeriodPage({ page, query, children }: { page: PartnerPage; query: ListQuery; children: ReactNode }) {
  const { now } = useSite();
  return (
    <PageSection title={partnerPageTitles[page]} width="full">
      <PeriodFilter value={query.period} onChange={query.setPeriod} now={now()} />
      {children}
    </PageSection>
  );
}

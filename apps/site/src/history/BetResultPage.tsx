import { lazy, Suspense, useState } from 'react';
import { gameTypeLabel, type SiteUser } from '@betkit/domain';
import { BetHistoryPage, type BetHistoryTab } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { SlipHistoryPanel } from './SlipHistoryPanel';
import { ThirdPartyPanel } from './ThirdPartyPanel';
import { useHistoryActions } from './useHistoryActions';
import { CASINO_TAB, historyTabs, useHistoryRoute, type HistoryTab } from './useHistoryRoute';
import { useNow } from '../app/useNow';

// The bulk dialog (virtualised lists, its own tabs) loads only when the member asks for it.
const BulkHistoryDialog = lazy(() => import('./BulkHistoryDialog'));

/** The bulk dialog's tab for the page's tab. */
const dialogTabs: Record<HistoryTab, BetHistoryTab> = {
  '1': 'sports',
  '2': 'live',
  '3': 'minigame',
  '4': 'virtual',
  casino: 'casino',
};

/** /bet_result and /bet_result/sports: the member's bet history; guests see the login form. */
export default function BetResultPage() {
  return (
    <RequireMember>
      <BetResult />
    </RequireMember>
  );
}

/** The history of the logged-in member. */
function BetResult() {
  const { user } = useSession();
  // RequireMember renders this only for a member.
  return user ? <MemberHistory user={user} /> : null;
}

/** Tabs per list (sports, live, mini-game, virtual, casino), the active list, and the bulk dialog. */
function MemberHistory({ user }: { user: SiteUser }) {
  const route = useHistoryRoute();
  const now = useNow();
  const actions = useHistoryActions();
  const [bulk, setBulk] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  const member = { id: user.id, userId: user.userId };
  const { customerMode } = route;
  // Customer-page mode shows the member's slips only: no casino list, and no bulk dialog with its delete-all.
  const tabs = customerMode ? historyTabs.filter((tab) => tab !== CASINO_TAB) : historyTabs;

  const panel =
    route.gameType === null ? (
      <ThirdPartyPanel memberId={user.id} route={route} actions={actions} />
    ) : (
      <SlipHistoryPanel gameType={route.gameType} member={member} route={route} now={now} actions={actions} />
    );

  return (
    <>
      <BetHistoryPage
        tabs={tabs.map((tab) => ({ value: tab, label: gameTypeLabel(tab) }))}
        tab={route.tab}
        onTabChange={route.selectTab}
        onOpenBulk={customerMode ? undefined : () => setBulk('open')}
        customerSlipIds={customerMode ? route.betSlipIds : undefined}
      >
        {panel}
      </BetHistoryPage>
      {bulk === 'unloaded' || customerMode ? null : (
        <Suspense fallback={null}>
          <BulkHistoryDialog
            open={bulk === 'open'}
            onOpenChange={(open) => setBulk(open ? 'open' : 'closed')}
            initialTab={dialogTabs[route.tab]}
            member={member}
            now={now}
          />
        </Suspense>
      )}
    </>
  );
}

import { useSearchParams } from 'react-router-dom';
import { DEPOSIT_MODE } from '@betkit/domain';
import { ChargeHistoryPage as ChargeHistoryView } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';

/** The member's two histories in tabs; the tab is in the URL (?mode=deposit|withdraw) so a reload keeps it. */
function MemberChargeHistory() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('mode') === 'withdraw' ? 'withdraw' : 'deposit';
  if (!user) return null;
  return (
    <ChargeHistoryView tab={tab} onTabChange={(next) => setParams({ mode: next }, { replace: true })}>
      {/* Only the active tab reads its list. */}
      <ChargeHistoryPanel memberId={user.id} depositMode={tab === 'withdraw' ? DEPOSIT_MODE.withdrawal : DEPOSIT_MODE.deposit} />
    </ChargeHistoryView>
  );
}

/** /charge_history: the member's deposit and withdrawal histories (10 a page, hide one, selected or all). */
export default function ChargeHistoryPage() {
  return (
    <RequireMember>
      <MemberChargeHistory />
    </RequireMember>
  );
}

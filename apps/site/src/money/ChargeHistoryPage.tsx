import { useSearchParams } from 'react-router-dom';
import { DEPOSIT_MODE, type DepositMode } from '@betkit/domain';
import { PageSection, Tabs } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import { chargeHistoryPageLabels } from './chargeHistoryLabels';

type ModeTab = 'deposit' | 'withdraw';
const modes: Record<ModeTab, DepositMode> = { deposit: DEPOSIT_MODE.deposit, withdraw: DEPOSIT_MODE.withdrawal };

/** The member's two histories in tabs; the tab is in the URL (?mode=deposit|withdraw) so a reload keeps it. */
function MemberChargeHistory() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: ModeTab = params.get('mode') === 'withdraw' ? 'withdraw' : 'deposit';
  if (!user) return null;
  return (
    <PageSection title={chargeHistoryPageLabels.title} width="full">
      <Tabs
        label={chargeHistoryPageLabels.tabList}
        value={tab}
        onValueChange={(next) => setParams({ mode: next }, { replace: true })}
        items={(Object.keys(modes) as ModeTab[]).map((value) => ({
          value,
          label: chargeHistoryPageLabels.tabs[value],
          // Only the active tab reads its list.
          content: value === tab ? <ChargeHistoryPanel memberId={user.id} depositMode={modes[value]} /> : null,
        }))}
      />
    </PageSection>
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

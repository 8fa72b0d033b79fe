import { PageSection } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { withdrawLabels } from './withdrawLabels';
import { WithdrawPanel } from './WithdrawPanel';

/** The logged-in member's withdrawal screen. */
function MemberWithdraw() {
  const { user } = useSession();
  // RequireMember renders this only for a member.
  if (!user) return null;
  return (
    <PageSection title={withdrawLabels.title} width="full">
      <WithdrawPanel user={user} />
    </PageSection>
  );
}

/** /withdraw: the withdrawal request and history (spec 2 "deposit and withdraw pages wrap request components"); guests see the login form. */
export default function WithdrawPage() {
  return (
    <RequireMember>
      <MemberWithdraw />
    </RequireMember>
  );
}

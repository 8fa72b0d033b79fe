import { PageSection } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { DepositScreen } from './DepositScreen';
import { depositLabels } from './depositLabels';

/** /deposit: the deposit screen; guests see '로그인 후 이용 가능합니다' and the login form. */
export default function DepositPage() {
  return (
    <RequireMember>
      <MemberDeposit />
    </RequireMember>
  );
}

function MemberDeposit() {
  const { user } = useSession();
  // RequireMember renders this only for a member.
  if (!user) return null;
  return (
    <PageSection title={depositLabels.title} width="wide">
      <DepositScreen user={user} headingLevel={2} />
    </PageSection>
  );
}

import { useId } from 'react';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import * as styles from './DepositPage.css';
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
  const titleId = useId();
  // RequireMember renders this only for a member.
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {depositLabels.title}
      </h1>
      <DepositScreen user={user} headingLevel={2} />
    </section>
  );
}

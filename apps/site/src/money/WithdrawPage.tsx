import { useId } from 'react';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import * as styles from './withdraw.css';
import { withdrawLabels } from './withdrawLabels';
import { WithdrawPanel } from './WithdrawPanel';

/** The logged-in member's withdrawal screen. */
function MemberWithdraw() {
  const { user } = useSession();
  const titleId = useId();
  // RequireMember renders this only for a member.
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {withdrawLabels.title}
      </h1>
      <WithdrawPanel user={user} />
    </section>
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

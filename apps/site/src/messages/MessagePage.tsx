import { useId } from 'react';
import { LoadState, MessageBox } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { messagePageLabels } from './messageLabels';
import { useMessageActions, useMessages } from './messagesData';
import * as styles from './MessagePage.css';

function MemberMessages({ memberId }: { memberId: number }) {
  const titleId = useId();
  const messages = useMessages(memberId);
  const actions = useMessageActions();
  let body;
  if (messages.error !== null) {
    body = <LoadState state="failed" layout="list" message={messages.error} onRetry={messages.retry} />;
  } else if (messages.data === undefined) {
    body = <LoadState state="loading" layout="list" message={messagePageLabels.loading} />;
  } else {
    body = <MessageBox messages={messages.data} onOpen={actions.open} onDelete={actions.remove} deleting={actions.deleting} />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messagePageLabels.title}
      </h1>
      {body}
    </section>
  );
}

/** /message: the member's messages (spec 4): unread first, opening marks read, deleting the selected read ones. */
export default function MessagePage() {
  const { user } = useSession();
  return <RequireMember>{user ? <MemberMessages memberId={user.id} /> : null}</RequireMember>;
}

import { LoadState, MessageBox, PageSection } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { messagePageLabels } from './messageLabels';
import { useMessageActions, useMessages } from './messagesData';

function MemberMessages({ memberId }: { memberId: number }) {
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
    <PageSection title={messagePageLabels.title} width="reading">
      {body}
    </PageSection>
  );
}

/** /message: the member's messages (spec 4): unread first, opening marks read, deleting the selected read ones. */
export default function MessagePage() {
  const { user } = useSession();
  return <RequireMember>{user ? <MemberMessages memberId={user.id} /> : null}</RequireMember>;
}

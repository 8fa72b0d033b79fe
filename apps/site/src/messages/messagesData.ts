import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { DEFAULT_ERROR_MESSAGE, deleteMessages, getMessages, markMessageRead } from '@betkit/api';
import type { SiteMessage } from '@betkit/domain';
import { alertFailure, errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { MEMBER_KEY_PREFIX } from '../session/queries';

/** The member's message list; the member id keeps two logins apart. */
const messagesKey = (memberId: number) => `${MEMBER_KEY_PREFIX}:messages:${memberId}`;
/** The list and the session's unread count (the member column's badge) change together. */
const isMessageKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(`${MEMBER_KEY_PREFIX}:messages:`) || key.startsWith(`${MEMBER_KEY_PREFIX}:unread:`));

/** What the message box shows. */
export interface Messages {
  /** The list, or undefined until the first answer. */
  readonly data: readonly SiteMessage[] | undefined;
  /** Why the list could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Reads the list again. */
  readonly retry: () => void;
}

/** GET /message/user/{id}: the member's messages. */
export function useMessages(memberId: number): Messages {
  const { client } = useSite();
  const { data, error, mutate } = useSWR(messagesKey(memberId), async () => {
    const list = await getMessages(client, memberId);
    return Array.isArray(list) ? list : [];
  });
  return { data, error: error === undefined ? null : errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }), retry: () => void mutate() };
}

/** Opening and deleting messages. */
export interface MessageActions {
  /** PUT /message/ {id, confirmStatus 1} for an unread message; read ones send nothing. */
  readonly open: (message: SiteMessage) => void;
  /** PUT /message/delete with the ids (the box has already refused none and unread ones). */
  readonly remove: (ids: readonly number[]) => void;
  /** A delete is running. */
  readonly deleting: boolean;
}

/** Binds the box to the api: a failure is alerted (the server's text or the default), then the list is read again. */
export function useMessageActions(): MessageActions {
  const { client, dialogs } = useSite();
  const { mutate } = useSWRConfig();
  const { send: sendDeletion, busy: deletionBusy } = useWrite('write:message-delete', (ids: readonly number[]) => deleteMessages(client, ids));

  const refresh = useCallback(() => mutate(isMessageKey), [mutate]);

  const open = useCallback(
    (message: SiteMessage) => {
      if (message.confirmStatus === 1) return;
      void markMessageRead(client, message.id).then(refresh, (error: unknown) => {
        alertFailure(dialogs, error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });
        void refresh();
      });
    },
    [client, dialogs, refresh],
  );

  const remove = useCallback(
    async (ids: readonly number[]) => {
      try {
        if (!(await sendDeletion(ids))) return;
      } catch (error) {
        alertFailure(dialogs, error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });
      }
      await refresh();
    },
    [dialogs, refresh, sendDeletion],
  );

  return { open, remove: (ids) => void remove(ids), deleting: deletionBusy };
}

import { useSyncExternalStore } from 'react';
import { AlertDialog, ConfirmDialog } from './AlertDialog';
import { MessagePopup } from './MessagePopup';
import type { GlobalDialogStore } from './globalDialogStore';

export interface GlobalDialogHostProps {
  /** The queue whose head is shown. */
  store: GlobalDialogStore;
}

/** Renders the head of the global alert/confirm queue; mount once near the root. */
export function GlobalDialogHost({ store }: GlobalDialogHostProps) {
  const request = useSyncExternalStore(store.subscribe, store.current, store.current);
  if (!request) return null;
  if (request.kind === 'alert') {
    return <AlertDialog key={request.id} open message={request.message} onClose={() => store.settle(true)} />;
  }
  if (request.kind === 'message') {
    return <MessagePopup key={request.id} open message={request.message} onClose={() => store.settle(true)} />;
  }
  return (
    <ConfirmDialog
      key={request.id}
      open
      message={request.message}
      onConfirm={() => store.settle(true)}
      onCancel={() => store.settle(false)}
    />
  );
}

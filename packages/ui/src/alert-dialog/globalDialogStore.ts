/**
 * A queued global dialog: an alert, a confirm with its stored callback (spec: confirm runs it), or the message popup
 * whose stored callback runs however it is closed (spec 2: Close, outside click, Esc or X).
 */
export type GlobalDialogRequest =
  | { id: number; kind: 'alert'; message: string; resolve: () => void }
  | { id: number; kind: 'message'; message: string; onClose?: () => void; resolve: () => void }
  | { id: number; kind: 'confirm'; message: string; onConfirm?: () => void; resolve: (accepted: boolean) => void };

type AlertRequest = Extract<GlobalDialogRequest, { kind: 'alert' }>;

/** The site-wide alert and confirm queue; one dialog shows at a time, the rest wait in order; an alert already waiting is not queued twice. */
export interface GlobalDialogStore {
  /** Queue an alert; resolves when the member closes it. */
  alert(message: string): Promise<void>;
  /** Queue the message popup; `onClose` runs when it closes, by any of its ways; resolves then. */
  message(message: string, onClose?: () => void): Promise<void>;
  /** Queue a confirm; `onConfirm` runs on accept; resolves with the member's answer. */
  confirm(message: string, onConfirm?: () => void): Promise<boolean>;
  /** The dialog on screen, if any. */
  current(): GlobalDialogRequest | undefined;
  /** Answer the dialog on screen: true accepts a confirm; alerts ignore the value. */
  settle(accepted: boolean): void;
  /** Subscribe to changes (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty global dialog queue. The site makes one; each story makes its own. */
export function createGlobalDialogStore(): GlobalDialogStore {
  let queue: GlobalDialogRequest[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const push = (request: GlobalDialogRequest) => {
    queue = [...queue, request];
    emit();
  };

  return {
    alert(message) {
      // Two calls failing alike at once (a 500 on a read and its retry) show their text once; both resume on its close.
      const waiting = queue.find((request): request is AlertRequest => request.kind === 'alert' && request.message === message);
      if (waiting) {
        return new Promise<void>((resolve) => {
          const resolveEarlier = waiting.resolve;
          waiting.resolve = () => {
            resolveEarlier();
            resolve();
          };
        });
      }
      return new Promise<void>((resolve) => push({ id: nextId++, kind: 'alert', message, resolve }));
    },
    message(message, onClose) {
      return new Promise<void>((resolve) => push({ id: nextId++, kind: 'message', message, onClose, resolve }));
    },
    confirm(message, onConfirm) {
      return new Promise<boolean>((resolve) =>
        push({ id: nextId++, kind: 'confirm', message, onConfirm, resolve }),
      );
    },
    current: () => queue[0],
    settle(accepted) {
      const [head, ...rest] = queue;
      if (!head) return;
      queue = rest;
      emit();
      if (head.kind === 'alert') {
        head.resolve();
        return;
      }
      if (head.kind === 'message') {
        head.onClose?.();
        head.resolve();
        return;
      }
      if (accepted) head.onConfirm?.();
      head.resolve(accepted);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

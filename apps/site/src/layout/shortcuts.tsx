import { createElement, lazy, Suspense, useCallback, useState } from 'react';
import type { ShortcutAction, ShortcutRequest } from './MemberShortcuts';

// The dialogs load on the first press: the first route carries only the buttons.
const ShortcutDialogs = lazy(() => import('./MemberShortcuts'));

// The dialogs' module owns the request they answer; the buttons name their action through this file.
export type { ShortcutAction } from './MemberShortcuts';

/** `ask(action)` opens that shortcut's dialog; render `dialogs` once beside the buttons. */
export function useShortcuts() {
  const [request, setRequest] = useState<ShortcutRequest | null>(null);
  const ask = useCallback((action: ShortcutAction) => setRequest((last) => ({ action, id: (last?.id ?? 0) + 1 })), []);
  const dialogs = request ? createElement(Suspense, { fallback: null }, createElement(ShortcutDialogs, { request })) : null;
  return { ask, dialogs };
}

import { createElement, lazy, Suspense, useCallback, useState } from 'react';

// The dialogs load on the first press: the first route carries only the buttons.
const ShortcutDialogs = lazy(() => import('./MemberShortcuts'));

/** A member shortcut of the header or the bottom bar (spec 2). */
export type ShortcutAction = 'deposit' | 'withdraw' | 'userInfo' | 'myPage' | 'point' | 'comp' | 'roulette';

/** One press of a shortcut; the id tells two presses of the same one apart. */
export interface ShortcutRequest {
  action: ShortcutAction;
  id: number;
}

/** `ask(action)` opens that shortcut's dialog; render `dialogs` once beside the buttons. */
export function useShortcuts() {
  const [request, setRequest] = useState<ShortcutRequest | null>(null);
  const ask = useCallback((action: ShortcutAction) => setRequest((last) => ({ action, id: (last?.id ?? 0) + 1 })), []);
  const dialogs = request ? createElement(Suspense, { fallback: null }, createElement(ShortcutDialogs, { request })) : null;
  return { ask, dialogs };
}

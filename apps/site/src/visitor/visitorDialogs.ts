import { createElement, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { JOIN_CODE_QUERY } from '@betkit/domain';
import { useLazyDialog } from '../app/useLazyDialog';
import type { VisitorDialog, VisitorDialogState } from './VisitorDialogs';

// The dialogs load on the first request: the first route carries only the buttons that ask for them.
const VisitorDialogs = lazy(() => import('./VisitorDialogs'));

// The dialogs' module owns the state they draw; the session and the login name a dialog through this file.
export type { VisitorDialog } from './VisitorDialogs';

/**
 * The visitor dialogs' one owner: `ask(kind)` opens one; `dialogs` renders them (kept by useLazyDialog after the first ask,
 * so closing returns focus). Spec 2: a `joinCd` query on any page opens sign-up with the code looked up, once a code.
 */
export function useVisitorDialogs({ isGuest, requestLogin }: { isGuest: boolean; requestLogin: () => void }) {
  const [state, setState] = useState<VisitorDialogState>({ open: null });
  const { mount, keep } = useLazyDialog();
  const ask = useCallback(
    (kind: VisitorDialog, joinCode?: string) => {
      mount();
      setState({ open: kind, joinCode });
    },
    [mount],
  );
  const close = useCallback(() => setState((before) => ({ ...before, open: null })), []);

  const { search } = useLocation();
  const joinCode = new URLSearchParams(search).get(JOIN_CODE_QUERY);
  const handledCode = useRef<string | null>(null);
  useEffect(() => {
    if (joinCode === null || !isGuest || handledCode.current === joinCode) return;
    handledCode.current = joinCode;
    ask('join', joinCode);
  }, [joinCode, isGuest, ask]);

  const dialogs = isGuest ? keep(createElement(VisitorDialogs, { state, onClose: close, onLogin: requestLogin })) : null;
  return { ask, dialogs };
}

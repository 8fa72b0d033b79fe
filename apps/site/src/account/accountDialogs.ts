import { createElement, Fragment, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useLazyDialog } from '../app/useLazyDialog';

// Each dialog downloads when the member first opens it, then stays mounted so closing animates and returns focus.
const UserInfoDialogHost = lazy(() => import('./UserInfoDialogHost'));
const MyPageDialogHost = lazy(() => import('./MyPageDialogHost'));

type AccountDialog = 'userInfo' | 'myPage';

/**
 * The member's user-info dialog and my page, one at a time: `openUserInfo()`, `openMyPage()`, and `dialog` to render
 * once beside the button that opens them. The user-info dialog's password change and my-page buttons hand over to my
 * page; when the last one closes, focus goes back to the button that opened the first.
 */
export function useAccountDialogs() {
  const [open, setOpen] = useState<AccountDialog | null>(null);
  const [focusPassword, setFocusPassword] = useState(false);
  const { mount, isMounted, keep } = useLazyDialog<AccountDialog>();
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((which: AccountDialog) => {
    // Remember the opener only when opened from the page, not from the other dialog.
    setOpen((current) => {
      if (current === null) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      return which;
    });
    mount(which);
  }, [mount]);
  const openUserInfo = useCallback(() => show('userInfo'), [show]);
  const openMyPage = useCallback(
    (withPasswordFocus = false) => {
      setFocusPassword(withPasswordFocus);
      show('myPage');
    },
    [show],
  );
  const onOpenChange = useCallback((stillOpen: boolean) => {
    if (!stillOpen) setOpen(null);
  }, []);

  // After the dialogs' own focus handling: if focus fell to the page body, put it back on the opener.
  useEffect(() => {
    if (open !== null) return;
    const target = opener.current;
    const frame = requestAnimationFrame(() => {
      if (target?.isConnected && (document.activeElement === document.body || document.activeElement === null)) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const dialog = keep(
    createElement(
      Fragment,
      null,
      isMounted('userInfo') ? createElement(UserInfoDialogHost, { open: open === 'userInfo', onOpenChange, onMyPage: openMyPage }) : null,
      isMounted('myPage') ? createElement(MyPageDialogHost, { open: open === 'myPage', onOpenChange, focusPassword }) : null,
    ),
  );
  return { openUserInfo, openMyPage, dialog };
}

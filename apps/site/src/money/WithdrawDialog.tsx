import { lazy, Suspense, type ReactNode } from 'react';
import { Dialog } from '@betkit/ui';
import { useSession } from '../session/context';
import { useMemberOnlyDialog } from './useMemberOnlyDialog';
import { withdrawLabels } from './withdrawLabels';

// The form and history load when the dialog first opens.
const WithdrawPanel = lazy(() => import('./WithdrawPanel').then((module) => ({ default: module.WithdrawPanel })));

export interface WithdrawDialogProps {
  /** Open state. */
  open: boolean;
  /** Called when the dialog asks to close. */
  onOpenChange: (open: boolean) => void;
}

/** The withdraw dialog (spec 2): the same request form and history as /withdraw; full screen with two tabs on mobile. */
export default function WithdrawDialog({ open, onOpenChange }: WithdrawDialogProps) {
  const { user } = useSession();
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange} title={withdrawLabels.title} width={1200} fullScreenOnMobile>
      {user ? (
        <Suspense fallback={<p role="status">{withdrawLabels.loading}</p>}>
          <WithdrawPanel user={user} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

/** What the shell needs to offer the withdraw dialog: a function that opens it and the dialog to render. */
export interface WithdrawDialogControl {
  /** Opens the dialog; a guest is told '로그인 후 이용 가능합니다' instead. */
  readonly openWithdrawDialog: () => void;
  /** The dialog element; render it once. */
  readonly withdrawDialog: ReactNode;
}

/** The withdraw dialog bound to state: `const { openWithdrawDialog, withdrawDialog } = useWithdrawDialog()`. */
export function useWithdrawDialog(): WithdrawDialogControl {
  const { open, setOpen, openDialog } = useMemberOnlyDialog();
  return { openWithdrawDialog: openDialog, withdrawDialog: <WithdrawDialog open={open} onOpenChange={setOpen} /> };
}

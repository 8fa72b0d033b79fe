import { lazy, Suspense, type ReactNode } from 'react';
import { Dialog } from '@betkit/ui';
import { useSession } from '../session/context';
import { useMemberOnlyDialog } from './useMemberOnlyDialog';
import { depositLabels } from './depositLabels';

// The screen (form, rules, bonuses) loads when the dialog first opens.
const DepositScreen = lazy(() => import('./DepositScreen').then((module) => ({ default: module.DepositScreen })));

export interface DepositDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the dialog asks to close (×, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
}

/** The deposit dialog (spec 2: max width 1200; on mobile request and history tabs, full screen). */
export default function DepositDialog({ open, onOpenChange }: DepositDialogProps) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={depositLabels.title} width={1200} fullScreenOnMobile>
      <Suspense fallback={<p role="status">{depositLabels.loading}</p>}>
        <DepositScreen user={user} />
      </Suspense>
    </Dialog>
  );
}

/** What the shell needs to offer the deposit dialog: a function that opens it and the dialog to render. */
export interface DepositDialogControl {
  /** Opens the dialog; a guest is told '로그인 후 이용 가능합니다' instead. */
  readonly openDepositDialog: () => void;
  /** The dialog element; render it once (e.g. in the layout). */
  readonly depositDialog: ReactNode;
}

/** The deposit dialog bound to state: `const { openDepositDialog, depositDialog } = useDepositDialog()`. */
export function useDepositDialog(): DepositDialogControl {
  const { open, setOpen, openDialog } = useMemberOnlyDialog();
  return { openDepositDialog: openDialog, depositDialog: <DepositDialog open={open} onOpenChange={setOpen} /> };
}

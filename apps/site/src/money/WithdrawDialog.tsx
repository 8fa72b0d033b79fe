import { Dialog } from '@betkit/ui';
import { useSession } from '../session/context';
import { withdrawLabels } from './withdrawLabels';
import { WithdrawPanel } from './WithdrawPanel';

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
      {user ? <WithdrawPanel user={user} /> : null}
    </Dialog>
  );
}

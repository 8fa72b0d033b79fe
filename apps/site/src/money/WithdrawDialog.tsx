import { lazy, Suspense } from 'react';
import { Dialog } from '@betkit/ui';
import { useSession } from '../app/session';
import type { ShellDialogProps } from './useMemberOnlyDialog';
import { withdrawLabels } from './withdrawLabels';

// The form and history load when the dialog first opens.
const WithdrawPanel = lazy(() => import('./WithdrawPanel').then((module) => ({ default: module.WithdrawPanel })));

export type WithdrawDialogProps = ShellDialogProps;

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

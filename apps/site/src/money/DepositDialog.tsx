import { lazy, Suspense } from 'react';
import { Dialog } from '@betkit/ui';
import { useSession } from '../app/session';
import type { ShellDialogProps } from './useMemberOnlyDialog';
import { depositLabels } from './depositLabels';

// The screen (form, rules, bonuses) loads when the dialog first opens.
const DepositScreen = lazy(() => import('./DepositScreen').then((module) => ({ default: module.DepositScreen })));

export type DepositDialogProps = ShellDialogProps;

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

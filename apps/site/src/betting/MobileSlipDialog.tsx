import type { ReactNode } from 'react';
import { BetSlip, type BetSlipState } from '@betkit/ui';

/** The slip as the mobile dialog, behind the bet cart (its own chunk). */
export default function MobileSlipDialog(props: { slip: BetSlipState; open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode }) {
  return <BetSlip state={props.slip} variant="dialog" open={props.open} onOpenChange={props.onOpenChange} trigger={props.trigger} />;
}

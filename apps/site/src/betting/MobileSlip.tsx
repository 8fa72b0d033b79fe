import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BetCartButton, BetSlip } from '@betkit/ui';
import { slipAreaOf, useSlip } from './context';

/** The bottom bar's bet cart: opens the slip of the current area (in-play, virtual, mini-game or pre-match). */
export default function MobileSlip() {
  const { pathname } = useLocation();
  const area = slipAreaOf(pathname);
  const slip = useSlip(area);
  const [open, setOpen] = useState(false);
  return <BetSlip state={slip} variant="dialog" open={open} onOpenChange={setOpen} trigger={<BetCartButton count={slip.pickCount} />} />;
}

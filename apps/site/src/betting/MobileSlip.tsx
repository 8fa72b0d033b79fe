import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BetCartButton } from '@betkit/ui';
import { slipAreaOf, useSlip } from './context';

// The slip dialog (radix Dialog, ScrollArea, the amount field …) loads with the first tap on the cart.
const MobileSlipDialog = lazy(() => import('./MobileSlipDialog'));

/** The bottom bar's bet cart: opens the slip of the current area (in-play, virtual, mini-game or pre-match). */
export default function MobileSlip() {
  const { pathname } = useLocation();
  const area = slipAreaOf(pathname);
  const slip = useSlip(area);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const cart = <BetCartButton count={slip.pickCount} onClick={loaded ? undefined : () => (setLoaded(true), setOpen(true))} />;
  if (!loaded) return cart;
  return (
    <Suspense fallback={cart}>
      <MobileSlipDialog slip={slip} open={open} onOpenChange={setOpen} trigger={cart} />
    </Suspense>
  );
}

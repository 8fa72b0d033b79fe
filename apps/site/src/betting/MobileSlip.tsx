import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BetCartButton } from '@betkit/ui';
import { slipAreaOf, useSlip } from './context';

// The slip dialog (radix Dialog, the amount field …) loads with the first tap on the cart.
const MobileSlipDialog = lazy(() => import('./MobileSlipDialog'));

/** The history entry's state while the cart is open: the browser's Back closes the cart instead of leaving the page. */
const CART_STATE_KEY = 'betCartOpen';

function isCartOpen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[CART_STATE_KEY] === true;
}

/** The cart's open state kept in the history: opening pushes an entry, Back (or closing) leaves it. */
function useCartHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isCartOpen(location.state);
  // True while the open entry is one this page pushed, so closing can step back over it.
  const pushed = useRef(false);
  const setOpen = (next: boolean) => {
    if (next === open) return;
    const { pathname, search, hash } = location;
    const rest = typeof location.state === 'object' && location.state !== null ? (location.state as Record<string, unknown>) : {};
    if (next) {
      pushed.current = true;
      void navigate({ pathname, search, hash }, { state: { ...rest, [CART_STATE_KEY]: true } });
    } else if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else {
      // Opened by a reload of the open entry: nothing of ours to step back over.
      void navigate({ pathname, search, hash }, { replace: true, state: { ...rest, [CART_STATE_KEY]: false } });
    }
  };
  return [open, setOpen] as const;
}

/** The bottom bar's bet cart: opens the slip of the current area (in-play, virtual, mini-game or pre-match). */
export default function MobileSlip() {
  const { pathname } = useLocation();
  const area = slipAreaOf(pathname);
  const slip = useSlip(area);
  const [open, setOpen] = useCartHistory();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const cart = <BetCartButton count={slip.pickCount} onClick={loaded ? undefined : () => setOpen(true)} />;
  if (!loaded) return cart;
  return (
    <Suspense fallback={cart}>
      <MobileSlipDialog slip={slip} open={open} onOpenChange={setOpen} trigger={cart} />
    </Suspense>
  );
}

import { createContext, useContext } from 'react';
import { routeArea } from '@betkit/domain';
import type { BetSlipState, SlipArea } from '@betkit/ui';

export const slipContexts: Record<SlipArea, React.Context<BetSlipState | null>> = {
  prematch: createContext<BetSlipState | null>(null),
  inplay: createContext<BetSlipState | null>(null),
  virtual: createContext<BetSlipState | null>(null),
  minigame: createContext<BetSlipState | null>(null),
};

/** One area's slip; throws outside `<SlipsProvider>`. */
export function useSlip(area: SlipArea): BetSlipState {
  const slip = useContext(slipContexts[area]);
  if (!slip) throw new Error('useSlip must be used inside <SlipsProvider>.');
  return slip;
}

/** The slip a path bets into: the europe board uses the pre-match slip, in its own column. */
export function slipAreaOf(pathname: string): SlipArea {
  const area = routeArea(pathname);
  return area === 'europe' ? 'prematch' : area;
}

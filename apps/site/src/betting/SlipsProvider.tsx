import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { placeBet } from '@betkit/api';
import { betStyleFromPath, bettingLimits, type BetRequest } from '@betkit/domain';
import { BetSlipRefusal, SLIP_AREAS, useBetSlip, type SlipArea } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { isChangedByPlacedBet, useBetSettings } from './queries';
import { useSession } from '../app/session';
import { slipContexts } from './context';
import { untilFresh } from '../app/freshness';
import { bettingLabels } from './labels';

/** How long a bet waits for stale prices or money to refresh before giving up. */
// Not in spec: the spec sets no limit on waiting for a refresh before placing.
const FRESH_WAIT_MS = 15_000;


interface SlipEnvironmentProps {
  area: SlipArea;
  children: ReactNode;
}

/** One area's slip: the domain rules through `useBetSlip`, sending bets with @betkit/api. */
function AreaSlip({ area, children }: SlipEnvironmentProps) {
  const { client, stores } = useSite();
  const saved = stores.slips[area];
  const { freshness } = stores;
  const { user, requestLogin, refreshUser } = useSession();
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const [initialSelections] = useState(() => saved.get());
  const style = betStyleFromPath(pathname);
  // Spec: the member's betting settings (limits per role, bonus folders), stored once loaded.
  const settings = useBetSettings(user?.userId);
  const memberId = user?.id;
  const emoney = user?.emoney ?? 0;
  const member = useMemo(() => (memberId === undefined ? null : { id: memberId, emoney }), [memberId, emoney]);
  const role = user?.role;
  const limits = useMemo(() => bettingLimits({ style, role, settings }), [style, role, settings]);

  const onPlaceBet = useCallback(
    async (request: BetRequest) => {
      try {
        await untilFresh(freshness, FRESH_WAIT_MS);
      } catch {
        // The slip shows a BetSlipRefusal's own text; a plain Error would read as the unknown-error default.
        throw new BetSlipRefusal(bettingLabels.staleRefused);
      }
      return placeBet(client, request);
    },
    [client, freshness],
  );
  const onSuccess = useCallback(() => {
    void refreshUser();
    void mutate(isChangedByPlacedBet);
  }, [refreshUser, mutate]);

  const slip = useBetSlip({
    area,
    member,
    limits,
    style,
    bonusSetting: area === 'prematch' ? settings?.bonus : undefined,
    initialSelections,
    onSelectionsChange: (selections) => saved.set([...selections]),
    // Spec 5: a typed amount is clamped on blur to the balance, the max bet and the max winnings; the field says why.
    autoClamp: true,
    onPlaceBet,
    onLoginRequired: requestLogin,
    onSuccess,
  });
  const Context = slipContexts[area];
  return <Context.Provider value={slip}>{children}</Context.Provider>;
}

/** The four slips (pre-match, in-play, virtual, mini-game), each kept across reloads in session storage. */
export function SlipsProvider({ children }: { children: ReactNode }) {
  return SLIP_AREAS.reduceRight<ReactNode>((inner, area) => <AreaSlip area={area}>{inner}</AreaSlip>, children);
}

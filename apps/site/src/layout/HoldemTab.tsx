import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { layoutLabels } from './labels';

// The entry's calls and rules load on the first press; hovering or focusing the tab fetches them ahead.
const loadEntry = () => import('../games/holdemEntry');

/**
 * The holdem tab of the top bar and the menu drawer (spec 2): not a route, but the entry of spec 4, which opens the
 * provider's game in a new window or says why not (login, maintenance, permission).
 */
export function HoldemTab({ className, onEnter }: { className: string; onEnter?: () => void }) {
  const { client, dialogs } = useSite();
  const { user, requestLogin, refreshUser } = useSession();
  const prefetch = () => void loadEntry();
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        onEnter?.();
        void loadEntry().then(({ enterHoldem }) =>
          enterHoldem({ client, dialogs, user, requestLogin, refreshUser }),
        );
      }}
    >
      {layoutLabels.holdemTab}
    </button>
  );
}

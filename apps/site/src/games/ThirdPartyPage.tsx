import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { BoardPage, Button } from '@betkit/ui';
import { useSession } from '../app/session';
import * as styles from './games.css';
import { thirdPartyLabels as labels } from './labels';
import { providersOf, thirdPartyKindOf, type ThirdPartyProvider } from './providers';
import { useThirdPartyLaunch, type LaunchOutcome } from './useThirdPartyLaunch';

/** The page's state attribute: who is looking and what the last launch did. */
type PageState = 'guest' | 'list' | 'launching' | 'maintenance' | 'error';

function pageState(isGuest: boolean, pending: boolean, lastOutcome: LaunchOutcome | null): PageState {
  if (isGuest) return 'guest';
  if (pending) return 'launching';
  if (lastOutcome === 'maintenance') return 'maintenance';
  return lastOutcome === 'blocked' ? 'error' : 'list';
}

function ProviderCard({
  provider,
  outcome,
  pending,
  locked,
  onLaunch,
}: {
  provider: ThirdPartyProvider;
  outcome: LaunchOutcome | undefined;
  pending: boolean;
  locked: boolean;
  onLaunch: () => void;
}) {
  const nameId = useId();
  return (
    <article className={styles.providerCard[provider.kind]} aria-labelledby={nameId} data-state={pending ? 'launching' : (outcome ?? 'idle')}>
      <div className={styles.providerTop}>
        <h2 id={nameId} className={styles.cardTitle}>
          {provider.name}
        </h2>
        {outcome === 'maintenance' ? <span className={styles.badge.maintenance}>{labels.maintenanceBadge}</span> : null}
        {outcome === 'blocked' ? <span className={styles.badge.blocked}>{labels.blockedBadge}</span> : null}
      </div>
      <p className={styles.highlightsLabel}>{labels.games}</p>
      <ul className={styles.highlights}>
        {provider.highlights.map((game) => (
          <li key={game} className={styles.highlight}>
            {game}
          </li>
        ))}
      </ul>
      <Button
        fullWidth
        busy={pending}
        labels={{ busy: labels.launching }}
        disabled={locked && !pending}
        aria-label={labels.playProvider(provider.name)}
        onClick={onLaunch}
      >
        {labels.play}
      </Button>
    </article>
  );
}

/** /casino and /slot: the providers of that kind; a click launches the provider's game in a new window. */
export default function ThirdPartyPage() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const kind = thirdPartyKindOf(pathname);
  const providers = providersOf(kind);
  const { pendingCode, outcomes, lastOutcome, launch } = useThirdPartyLaunch();
  return (
    <BoardPage title={labels.title[kind]} intro={labels.intro[kind]} state={pageState(!user, pendingCode !== null, lastOutcome)}>
      {user ? null : <p className={styles.guestNote}>{labels.guestNote}</p>}
      <ul className={styles.providerGrid} aria-label={labels.providers[kind]}>
        {providers.map((provider) => (
          <li key={provider.code}>
            <ProviderCard
              provider={provider}
              outcome={outcomes[provider.code]}
              pending={pendingCode === provider.code}
              locked={pendingCode !== null}
              onLaunch={() => launch(provider.code)}
            />
          </li>
        ))}
      </ul>
    </BoardPage>
  );
}

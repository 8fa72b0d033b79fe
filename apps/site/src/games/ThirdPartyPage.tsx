import { useLocation } from 'react-router-dom';
import { BoardNote, BoardPage, ProviderCard, ProviderGrid } from '@betkit/ui';
import { useSession } from '../app/session';
import { thirdPartyLabels as labels } from './labels';
import { providersOf, thirdPartyKindOf } from './providers';
import { useThirdPartyLaunch, type LaunchOutcome } from './useThirdPartyLaunch';

/** The page's state attribute: who is looking and what the last launch did. */
type PageState = 'guest' | 'list' | 'launching' | 'maintenance' | 'error';

function pageState(isGuest: boolean, pending: boolean, lastOutcome: LaunchOutcome | null): PageState {
  if (isGuest) return 'guest';
  if (pending) return 'launching';
  if (lastOutcome === 'maintenance') return 'maintenance';
  return lastOutcome === 'blocked' ? 'error' : 'list';
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
      {user ? null : <BoardNote>{labels.guestNote}</BoardNote>}
      <ProviderGrid label={labels.providers[kind]}>
        {providers.map((provider) => (
          <li key={provider.code}>
            <ProviderCard
              name={provider.name}
              kind={provider.kind}
              highlights={provider.highlights}
              outcome={outcomes[provider.code]}
              pending={pendingCode === provider.code}
              locked={pendingCode !== null}
              onLaunch={() => launch(provider.code)}
            />
          </li>
        ))}
      </ProviderGrid>
    </BoardPage>
  );
}

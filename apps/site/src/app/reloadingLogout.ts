import { useCallback } from 'react';
import { useSession } from './session';

/** Reloads the page the browser shows (a story passes its own). */
const reloadPage = () => window.location.reload();

/**
 * Spec 4: "Partner and recommender logouts reload the page": the logout every member has (server, then the stored
 * session, then home), then a reload, so nothing of the area's data stays in memory.
 */
export function useReloadingLogout(reload: () => void = reloadPage): () => Promise<void> {
  const { logOut } = useSession();
  return useCallback(async () => {
    await logOut();
    reload();
  }, [logOut, reload]);
}

// Holdem entry (site-and-member-services.md sections 4, 5, 7 and 8) driven through the domain's machine with real
// calls and a real window. It loads on the holdem tab's first press (the tab prefetches it on hover and focus).
import { ApiError, createHoldemAccount, getHoldemLink, type ApiClient } from '@betkit/api';
import {
  holdemEntryTransition,
  holdemMessages,
  holdemStart,
  type HoldemEntryEvent,
  type HoldemEntryState,
  type SiteUser,
} from '@betkit/domain';
import type { GlobalDialogStore } from '@betkit/ui';
import { handledBySession } from '../history/failures';

/** What the entry needs from the site: the client, the alerts, the member and the maintenance flag. */
export interface HoldemEntryDeps {
  client: ApiClient;
  dialogs: GlobalDialogStore;
  user: SiteUser | null;
  /** GET /setting/user's revolutionMaintenanceFlag (undefined before the settings answered). */
  revolutionMaintenanceFlag: unknown;
  /** Opens the login dialog (after the login alert). */
  requestLogin: () => void;
  /** Re-reads the member (the new provider account id). */
  refreshUser: () => Promise<void>;
}

// One entry at a time: a double click arrives before anything re-renders.
let running = false;

/** A call's answer as the machine's event: its value, or the failure (spec 8: the server's text, else the default). */
async function eventOf(call: Promise<unknown>, toEvent: (value: unknown) => HoldemEntryEvent): Promise<HoldemEntryEvent> {
  try {
    return toEvent(await call);
  } catch (error) {
    // 555/556 end the session: the client's interceptor tells the member, not this entry.
    if (handledBySession(error)) throw error;
    return { type: 'requestFailed', body: error instanceof ApiError && error.status !== 0 ? error.message : undefined };
  }
}

/**
 * Spec 4: login, then the maintenance check, then the use permission, then the provider account when there is no
 * uid, then the link opened in a new window (spec 8's messages for each refusal). The window opens inside the press,
 * as popup blockers allow only those, and gets the link when it arrives; it has no way back to the site (opener).
 */
export async function enterHoldem({ client, dialogs, user, revolutionMaintenanceFlag, requestLogin, refreshUser }: HoldemEntryDeps): Promise<void> {
  if (running) return;
  let state: HoldemEntryState = holdemStart({
    isLogin: user?.isLogin ?? (user ? 1 : 0),
    revolutionMaintenanceFlag,
    revolutionUseFlag: user?.revolutionUseFlag,
    revolutionUid: user?.revolutionUid,
  });
  if (state.step === 'failed') {
    await dialogs.alert(state.message);
    if (!user) requestLogin();
    return;
  }
  const popup = window.open('', '_blank');
  if (!popup) {
    void dialogs.alert(holdemMessages.popupBlocked);
    return;
  }
  popup.opener = null;
  running = true;
  try {
    if (state.step === 'creatingAccount' && user) {
      const created = createHoldemAccount(client, { userId: user.userId, nickname: user.nickname });
      state = holdemEntryTransition(state, await eventOf(created, (code) => ({ type: 'accountCreated', code })));
      if (state.step === 'fetchingLink') void refreshUser();
    }
    if (state.step === 'fetchingLink' && user) {
      const link = getHoldemLink(client, user.userId);
      state = holdemEntryTransition(state, await eventOf(link, (url) => ({ type: 'linkLoaded', url })));
    }
    if (state.step === 'open') {
      popup.location.href = state.url;
      return;
    }
    popup.close();
    if (state.step === 'failed') void dialogs.alert(state.message);
  } catch (error) {
    popup.close();
    if (!handledBySession(error)) void dialogs.alert(holdemMessages.defaultError);
  } finally {
    running = false;
  }
}

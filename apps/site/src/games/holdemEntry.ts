// Holdem entry (site-and-member-services.md sections 4, 5, 7 and 8) driven through the domain's machine with real
// calls and a real window. It loads on the holdem tab's first press (the tab prefetches it on hover and focus).
import { createHoldemAccount, getHoldemLink, getUserSetting, type ApiClient } from '@betkit/api';
import {
  holdemEntryTransition,
  holdemMessages,
  holdemStart,
  type HoldemEntryEvent,
  type HoldemEntryState,
  type SiteUser,
} from '@betkit/domain';
import type { GlobalDialogStore } from '@betkit/ui';
import { errorText, handledBySession } from '../app/errors';

/** What the entry needs from the site: the client, the alerts and the member (the maintenance flag is read at the press). */
export interface HoldemEntryDeps {
  client: ApiClient;
  dialogs: GlobalDialogStore;
  user: SiteUser | null;
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
    return { type: 'requestFailed', body: errorText(error, holdemMessages.defaultError) };
  }
}

/** The maintenance flag as the server has it now; a failed read is the entry's failure (spec 8's text, else the default). */
async function readMaintenanceFlag(client: ApiClient): Promise<{ flag: unknown } | { failed: string }> {
  try {
    return { flag: (await getUserSetting(client)).revolutionMaintenanceFlag };
  } catch (error) {
    // 555/556 end the session: the client's interceptor tells the member, not this entry.
    if (handledBySession(error)) throw error;
    return { failed: errorText(error, holdemMessages.defaultError) };
  }
}

/**
 * Spec 4: login, then the maintenance check (the flag read at the press), then the use permission, then the provider
 * account when there is no uid, then the link opened in a new window (spec 8's messages for each refusal). The window
 * opens once the checks pass, within the press's activation, and gets the link when it arrives; it has no way back to
 * the site (opener).
 */
export async function enterHoldem({ client, dialogs, user, requestLogin, refreshUser }: HoldemEntryDeps): Promise<void> {
  if (running) return;
  if (!user) {
    const refused = holdemStart({ isLogin: 0 });
    if (refused.step === 'failed') await dialogs.alert(refused.message);
    requestLogin();
    return;
  }
  running = true;
  let popup: Window | null = null;
  try {
    const maintenance = await readMaintenanceFlag(client);
    if ('failed' in maintenance) {
      void dialogs.alert(maintenance.failed);
      return;
    }
    let state: HoldemEntryState = holdemStart({
      isLogin: user.isLogin ?? 1,
      revolutionMaintenanceFlag: maintenance.flag,
      revolutionUseFlag: user.revolutionUseFlag,
      revolutionUid: user.revolutionUid,
    });
    if (state.step === 'failed') {
      void dialogs.alert(state.message);
      return;
    }
    popup = window.open('', '_blank');
    if (!popup) {
      void dialogs.alert(holdemMessages.popupBlocked);
      return;
    }
    popup.opener = null;
    if (state.step === 'creatingAccount') {
      const created = createHoldemAccount(client, { userId: user.userId, nickname: user.nickname });
      state = holdemEntryTransition(state, await eventOf(created, (code) => ({ type: 'accountCreated', code })));
      if (state.step === 'fetchingLink') void refreshUser();
    }
    if (state.step === 'fetchingLink') {
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
    popup?.close();
    if (!handledBySession(error)) void dialogs.alert(holdemMessages.defaultError);
  } finally {
    running = false;
  }
}

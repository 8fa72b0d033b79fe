// Drives the domain's third-party launch machine (betting-core.md sections 4 and 8) with real calls and
// a real window. The window is opened inside the click, before any request, because popup blockers
// only allow windows opened by a user gesture; the link is set on it when the play call answers.
import { useEffect, useRef, useState } from 'react';
import { getThirdPartyGames, getThirdPartyPlayLink } from '@betkit/api';
import { bettingMessages, initialLaunchState, launchTransition, type LaunchEvent, type LaunchState } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { useSession } from '../app/session';

/** How a provider's last launch ended, for its card. */
export type LaunchOutcome = 'opened' | 'maintenance' | 'blocked';

/** The launch state the page reads. */
export interface ThirdPartyLaunchState {
  /** The provider code being launched, or null when none is running (one launch at a time). */
  readonly pendingCode: string | null;
  /** The last outcome per provider code. */
  readonly outcomes: Readonly<Record<string, LaunchOutcome>>;
  /** How the latest launch ended, or null before the first. */
  readonly lastOutcome: LaunchOutcome | null;
  /** Starts a launch from a click; ignored while another launch runs. */
  readonly launch: (thirdPartyCode: string) => void;
}

/** Feeds an event, then returns the machine's next state. */
const step = (state: LaunchState, event: LaunchEvent) => launchTransition(state, event);

/** The launch of a casino or slot provider: login check, game list, play link, new window. */
export function useThirdPartyLaunch(): ThirdPartyLaunchState {
  const { client, dialogs } = useSite();
  const { user, requestLogin } = useSession();
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, LaunchOutcome>>({});
  const [lastOutcome, setLastOutcome] = useState<LaunchOutcome | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const record = (code: string, outcome: LaunchOutcome) => {
    setOutcomes((previous) => ({ ...previous, [code]: outcome }));
    setLastOutcome(outcome);
  };
  const finish = (code: string, outcome: LaunchOutcome) => {
    controller.current = null;
    setPendingCode(null);
    record(code, outcome);
  };

  // The whole launch is one write: a second click while it runs is dropped. The write starts inside the click (useWrite
  // calls it at once), so the window below is still opened by the member's gesture.
  const run = async (thirdPartyCode: string): Promise<void> => {
    let state = step(initialLaunchState, {
      type: 'launch',
      userId: user?.userId,
      thirdPartyCode,
      viewportWidth: window.innerWidth,
    });
    if (state.status !== 'loadingGames') {
      const alert = state.status === 'failed' ? state.alert : bettingMessages.underMaintenance;
      // The login dialog follows the alert, so the two never stack.
      void dialogs.alert(alert).then(() => {
        if (!user) requestLogin();
      });
      return;
    }

    const popup = window.open('', '_blank');
    if (!popup) {
      // Known before any call, so none is made; the machine's blocked-popup message is the spec's.
      record(thirdPartyCode, 'blocked');
      void dialogs.alert(bettingMessages.popupBlocked);
      return;
    }
    // noopener: the provider's page must not reach back into the site (window.open's 'noopener'
    // feature would return null, leaving no window to send the link to).
    popup.opener = null;

    setPendingCode(thirdPartyCode);
    const abort = new AbortController();
    controller.current = abort;
    const { signal } = abort;

    if (state.status === 'loadingGames') {
      const event: LaunchEvent = await getThirdPartyGames(client, state.request.query.thirdpartycode, { signal }).then(
        (answer) => ({ type: 'gamesLoaded', list: answer?.data?.list }),
        () => ({ type: 'gamesFailed' }),
      );
      state = step(state, event);
    }
    if (state.status === 'loadingLink' && !signal.aborted) {
      const event: LaunchEvent = await getThirdPartyPlayLink(client, state.request.query, { signal }).then(
        (answer) => ({ type: 'linkLoaded', link: answer?.data?.link }),
        () => ({ type: 'linkFailed' }),
      );
      state = step(state, event);
    }
    if (signal.aborted) {
      // The member left the page mid-launch: the blank window goes with it, silently.
      popup.close();
      return;
    }
    if (state.status === 'opening') {
      popup.location.href = state.link;
      state = step(state, { type: 'windowOpened' });
    }
    if (state.status === 'failed') {
      popup.close();
      finish(thirdPartyCode, state.alert === bettingMessages.popupBlocked ? 'blocked' : 'maintenance');
      void dialogs.alert(state.alert);
      return;
    }
    finish(thirdPartyCode, 'opened');
  };
  const { send } = useWrite('write:third-party-launch', run);
  const launch = (thirdPartyCode: string) => void send(thirdPartyCode);

  return { pendingCode, outcomes, lastOutcome, launch };
}

// Holdem entry as a pure state machine (site-and-member-services.md sections 4, 5, 7 and 8).
import { toFiniteNumber } from '../read';
import { holdemMessages } from '../messages';
import { asText } from './text';

/** What the holdem entry reads about the member and the site. */
export interface HoldemEntryContext {
  /** Logged in. */ isLogin?: unknown;
  /** The setting's revolutionMaintenanceFlag. */ revolutionMaintenanceFlag?: unknown;
  /** The member's revolutionUseFlag (0 = not allowed). */ revolutionUseFlag?: unknown;
  /** The provider account id; empty means the account must be created. */ revolutionUid?: unknown;
}

/** The holdem entry's states. */
export type HoldemEntryState =
  | { step: 'idle' }
  | { step: 'creatingAccount' }
  | { step: 'fetchingLink' }
  | { step: 'open'; url: string }
  | { step: 'failed'; message: string };

/** The holdem entry's events. */
export type HoldemEntryEvent =
  | { type: 'start'; context: HoldemEntryContext }
  | { type: 'accountCreated'; code: unknown }
  | { type: 'linkLoaded'; url: unknown }
  | { type: 'requestFailed'; body?: unknown };

/** The entry's first state. */
export const HOLDEM_IDLE: HoldemEntryState = { step: 'idle' };

/** True when a flag is on: true, a non-zero number or numeric text, 'Y' or 'true'. */
function isOn(flag: unknown): boolean {
  if (flag === true) return true;
  const n = toFiniteNumber(flag);
  if (n !== undefined) return n !== 0;
  return ['y', 'true'].includes(asText(flag).trim().toLowerCase());
}

/** Spec 4: login, then maintenance, then permission, then account creation if no uid, then the link. */
export function holdemStart(context: HoldemEntryContext | null | undefined): HoldemEntryState {
  if (!isOn(context?.isLogin)) return { step: 'failed', message: holdemMessages.loginRequired };
  if (isOn(context?.revolutionMaintenanceFlag)) return { step: 'failed', message: holdemMessages.maintenance };
  // Spec 5: "Holdem requires revolutionUseFlag not 0"; a missing flag is treated as 0.
  if (!isOn(context?.revolutionUseFlag)) return { step: 'failed', message: holdemMessages.noPermission };
  if (asText(context?.revolutionUid).trim() === '') return { step: 'creatingAccount' };
  return { step: 'fetchingLink' };
}

/** The holdem entry's transition: events that do not fit the current step leave it unchanged. */
export function holdemEntryTransition(state: HoldemEntryState, event: HoldemEntryEvent): HoldemEntryState {
  switch (event.type) {
    case 'start':
      return holdemStart(event.context);
    case 'accountCreated':
      if (state.step !== 'creatingAccount') return state;
      // Spec 7: "response code; 1 = success".
      return toFiniteNumber(event.code) === 1 ? { step: 'fetchingLink' } : { step: 'failed', message: holdemMessages.createFailed };
    case 'linkLoaded': {
      if (state.step !== 'fetchingLink') return state;
      const url = asText(event.url).trim();
      return url === '' ? { step: 'failed', message: holdemMessages.defaultError } : { step: 'open', url };
    }
    case 'requestFailed': {
      if (state.step !== 'creatingAccount' && state.step !== 'fetchingLink') return state;
      // Spec 8: "Other holdem errors: response body, else a default error message."
      const body = asText(event.body).trim();
      return { step: 'failed', message: body === '' ? holdemMessages.defaultError : body };
    }
  }
}

// The mini-game entry check (betting-core.md sections 4 and 8): before a mini-game opens, its
// setting is fetched; a missing setting or a set systemMaintenanceFlg means maintenance mode, and a
// failed call alerts the server's text or the default.
import { minigameCheckFailureMessage } from '../messages';

/** The part of a mini-game setting (GET settingMinigame/{id}) the check reads. */
export interface MinigameSetting {
  /** Set when the game is under maintenance; the server's type is not shown (flag, 0/1 or 'Y'/'N'). */
  readonly systemMaintenanceFlg?: unknown;
}

/** What the settings call gave: a setting (possibly missing) or a failure with optional server text. */
export type MinigameCheckOutcome =
  | { readonly ok: true; readonly setting: MinigameSetting | null | undefined }
  | { readonly ok: false; readonly serverText?: unknown };

/** The check's verdict: play, show maintenance, or alert a failure. */
export type MinigameEntryResult =
  | { readonly mode: 'open' }
  | { readonly mode: 'maintenance' }
  | { readonly mode: 'failed'; readonly alert: string };

// Not in spec: the flag's type. Off are false, 0, null/undefined, and the strings '', '0', 'n',
// 'no', 'false' (any case); any other value counts as set, so an odd value errs toward maintenance.
const offStrings = new Set(['', '0', 'n', 'no', 'false']);

/** Whether a systemMaintenanceFlg value is set. */
export function isMaintenanceFlagSet(flag: unknown): boolean {
  if (flag === undefined || flag === null || flag === false || flag === 0) return false;
  if (typeof flag === 'string') return !offStrings.has(flag.trim().toLowerCase());
  return true;
}

/** The entry verdict for the settings call's outcome; never throws on a malformed answer. */
export function minigameEntry(outcome: MinigameCheckOutcome): MinigameEntryResult {
  if (typeof outcome !== 'object' || outcome === null || outcome.ok !== true) {
    const serverText = typeof outcome === 'object' && outcome !== null ? outcome.serverText : undefined;
    return { mode: 'failed', alert: minigameCheckFailureMessage(serverText) };
  }
  const { setting } = outcome;
  if (typeof setting !== 'object' || setting === null) return { mode: 'maintenance' };
  return isMaintenanceFlagSet(setting.systemMaintenanceFlg) ? { mode: 'maintenance' } : { mode: 'open' };
}

// The cancel rule for a pending slip (betting-core.md section 5, "Cancel rule"; section 9).
import { CANCEL_CUTOFF_BEFORE_START_MINUTES, CANCEL_WINDOW_AFTER_BET_MINUTES } from '../constants';
import { type HistoryLeg, type HistorySlip } from '../entities';
import { bettingMessages } from '../messages/betting';
import { parseServerTime, type Instant } from '../time';
import { BONUS_FIXTURE_ID, idKey, isRecord } from './read';

const MINUTE_MS = 60_000;

/** The text of the confirm dialog shown before a cancel is posted. */
export const CANCEL_CONFIRM_MESSAGE = bettingMessages.cancelConfirm;

/** Whether a slip may be cancelled now, and the spec's text when not. */
export type CancelCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What the cancel rule reads. */
export interface CancelInput {
  /** When the slip was placed (the slip's created_at). */
  readonly placedAt: Instant;
  /** The slip's legs with their startdate. */
  readonly legs: readonly HistoryLeg[];
  /** The current time (an argument: rules never read the clock). */
  readonly now: Instant;
}

/** Bonus legs' markers: the slip's bonus item is named '{n}폴더 보너스' and its market 'Bonus'. */
const BONUS_NAME = /\d+\s*폴더\s*보너스/;

/** A field's text, trimmed and lower-cased; non-text is ''. */
function lower(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/**
 * True for a bonus leg in a history slip. Spec ambiguity: history legs carry no fixtureId, so a leg is
 * a bonus when any field the bonus item could be stored in says so: a fixtureId/fixture_id of 'bonus',
 * an odds id starting with 'bonus', a sports, league or market name of 'bonus', or a market or bet name
 * of the form '{n}폴더 보너스'. Bonus legs have no start time of their own, so they never block a cancel.
 */
export function isBonusLeg(leg: unknown): boolean {
  if (!isRecord(leg)) return false;
  if (idKey(leg.fixtureId) === BONUS_FIXTURE_ID || idKey(leg.fixture_id) === BONUS_FIXTURE_ID) return true;
  if (lower(leg.sports_betting_sports_prematch_odds_id).startsWith(BONUS_FIXTURE_ID)) return true;
  const names = [leg.sports_name, leg.league_name, leg.sports_betting_market_name];
  if (names.some((name) => lower(name) === BONUS_FIXTURE_ID)) return true;
  return [leg.sports_betting_market_name, leg.sports_betting_bet_name].some(
    (name) => typeof name === 'string' && BONUS_NAME.test(name),
  );
}

const REFUSED: CancelCheck = { ok: false, message: bettingMessages.cancelWindow };

/**
 * The cancel rule: allowed within 30 minutes after placing (30:00 exactly still counts) and until
 * 5 minutes before the start of every non-bonus leg (exactly 5:00 before still counts), else
 * '베팅 후 30분 이내, 경기시작 5분 전까지 취소할 수 있습니다.'. A time that cannot be read refuses.
 */
export function canCancelSlip(input: CancelInput): CancelCheck {
  if (!isRecord(input)) return REFUSED;
  const { placedAt, legs, now } = input;
  const nowMs = parseServerTime(now);
  const placedMs = parseServerTime(placedAt);
  if (nowMs === undefined || placedMs === undefined) return REFUSED;
  // A placedAt slightly ahead of `now` (server and device clocks differ) is inside the window.
  if (nowMs - placedMs > CANCEL_WINDOW_AFTER_BET_MINUTES * MINUTE_MS) return REFUSED;
  const cutoff = nowMs + CANCEL_CUTOFF_BEFORE_START_MINUTES * MINUTE_MS;
  const realLegs = (Array.isArray(legs) ? legs : []).filter((leg) => !isBonusLeg(leg));
  const allStartLater = realLegs.every((leg) => {
    const start = isRecord(leg) ? parseServerTime(leg.startdate) : undefined;
    // A leg whose start cannot be read might already have started: it blocks the cancel.
    return start !== undefined && start >= cutoff;
  });
  return allStartLater ? { ok: true } : REFUSED;
}

/** The cancel rule for a history slip: its created_at is the placing time, its legs the legs. */
export function canCancelHistorySlip(slip: HistorySlip, now: Instant): CancelCheck {
  const legs: readonly unknown[] = Array.isArray(slip) ? slip : [];
  const title = legs[0];
  return canCancelSlip({
    placedAt: isRecord(title) ? (title.created_at as Instant) : Number.NaN,
    legs: legs as HistoryLeg[],
    now,
  });
}

/**
 * The last instant (epoch ms) a history slip may be cancelled: the earlier of 30 minutes after placing
 * and 5 minutes before the start of its first non-bonus leg. `canCancelHistorySlip(slip, now)` is ok
 * exactly when `now` is at or before it; undefined when a time cannot be read (the rule then refuses).
 */
export function cancelDeadline(slip: HistorySlip): number | undefined {
  const legs: readonly unknown[] = Array.isArray(slip) ? slip : [];
  const title = legs[0];
  const placed = isRecord(title) ? parseServerTime(title.created_at) : undefined;
  if (placed === undefined) return undefined;
  let deadline = placed + CANCEL_WINDOW_AFTER_BET_MINUTES * MINUTE_MS;
  for (const leg of legs) {
    if (isBonusLeg(leg)) continue;
    const start = isRecord(leg) ? parseServerTime(leg.startdate) : undefined;
    if (start === undefined) return undefined;
    deadline = Math.min(deadline, start - CANCEL_CUTOFF_BEFORE_START_MINUTES * MINUTE_MS);
  }
  return deadline;
}

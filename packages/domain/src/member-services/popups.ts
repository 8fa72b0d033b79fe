// Site popups (site-and-member-services.md sections 3 "Popup", 4 "Popup", 9 hide times).
import { isRecord, toFiniteNumber } from '../read';
import { formatSeoulDateTime } from '../time';
import { POPUP_CLOSE_MINUTES, POPUP_HIDE_TODAY_HOURS } from '../shell/constants';
import { readFlag } from '../shell/guards';
import { toInstant } from '../time';

/** A popup as GET /boardPopup sends it (every field may be junk). */
export interface SitePopup {
  contents?: unknown;
  popupStatus?: unknown;
  popupFlg?: unknown;
  notShowingexpireTime?: unknown;
  pcLeftLocation?: unknown;
  pcRightLocation?: unknown;
}

/** What a member's hide leaves behind for one popup: the flag off and a not-showing-until stamp (Korean time). */
export interface PopupHide {
  popupFlg: false;
  notShowingexpireTime: string;
}

/** Stored hides keyed by the popup's position in the active list (what local storage keeps). */
export type PopupHides = Readonly<Record<string, PopupHide>>;

/** How a popup is dismissed: "don't open today" (12 hours) or X (5 minutes). */
export type PopupDismissal = 'today' | 'close';

/** How long each dismissal hides a popup, in ms. */
export const POPUP_HIDE_MS: Readonly<Record<PopupDismissal, number>> = {
  today: POPUP_HIDE_TODAY_HOURS * 3_600_000,
  close: POPUP_CLOSE_MINUTES * 60_000,
};

/** Only active popups (popupStatus 0), in server order; junk lists and entries are dropped. */
export function activePopups(list: unknown): SitePopup[] {
  if (!Array.isArray(list)) return [];
  return list.filter((popup): popup is SitePopup => isRecord(popup) && toFiniteNumber(popup.popupStatus) === 0);
}

/** True when a popup shows at `now`: its flag is on, or its not-showing-until time is missing, unreadable or passed. */
export function isPopupVisible(popup: unknown, now: unknown): boolean {
  if (!isRecord(popup)) return false;
  if (readFlag(popup.popupFlg) === true) return true;
  const until = toInstant(popup.notShowingexpireTime);
  if (until === undefined) return true;
  const at = toInstant(now);
  // An unreadable clock cannot prove the hide has passed: keep the popup hidden.
  return at !== undefined && at >= until;
}

/** The hide a dismissal leaves at `now`: 12 hours ahead for 'today', 5 minutes for 'close'; null for junk input. */
export function popupHide(dismissal: unknown, now: unknown): PopupHide | null {
  if (dismissal !== 'today' && dismissal !== 'close') return null;
  const at = toInstant(now);
  const until = at === undefined ? undefined : toInstant(at + POPUP_HIDE_MS[dismissal]);
  return until === undefined ? null : { popupFlg: false, notShowingexpireTime: formatSeoulDateTime(until) };
}

/** The stored hides after dismissing the popup at `position`; junk leaves them unchanged. */
export function dismissPopup(hides: unknown, position: unknown, dismissal: unknown, now: unknown): PopupHides {
  const current = readPopupHides(hides);
  const index = toFiniteNumber(position);
  const hide = popupHide(dismissal, now);
  if (index === undefined || !Number.isInteger(index) || index < 0 || hide === null) return current;
  return { ...current, [String(index)]: hide };
}

/** Stored hides from local storage (JSON text or an object); unreadable entries are dropped, junk is {}. */
export function readPopupHides(stored: unknown): PopupHides {
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return {};
    }
  }
  if (!isRecord(value) || Array.isArray(value)) return {};
  const hides: Record<string, PopupHide> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!/^\d+$/.test(key) || !isRecord(entry) || typeof entry.notShowingexpireTime !== 'string') continue;
    if (toInstant(entry.notShowingexpireTime) === undefined) continue;
    hides[key] = { popupFlg: false, notShowingexpireTime: entry.notShowingexpireTime };
  }
  return hides;
}

/** Freshly fetched active popups with each saved hide re-applied by position (re-fetch keeps the expiry). */
export function applyPopupHides(list: unknown, hides: unknown): SitePopup[] {
  const saved = readPopupHides(hides);
  return activePopups(list).map((popup, index) => {
    const hide = saved[String(index)];
    return hide === undefined ? popup : { ...popup, ...hide };
  });
}

/** A popup to show with its position (the key its hide is stored under). */
export interface ShownPopup {
  position: number;
  popup: SitePopup;
}

/** The popups to show at `now`: active ones, saved hides applied by position, visible only. */
export function visiblePopups(list: unknown, hides: unknown, now: unknown): ShownPopup[] {
  return applyPopupHides(list, hides)
    .map((popup, position) => ({ position, popup }))
    .filter(({ popup }) => isPopupVisible(popup, now));
}

/** Where a popup sits on a desktop screen, in px from the viewport's left and top edges. */
export interface PopupPlacement {
  left: number;
  top: number;
}

// Not in spec: what pcLeftLocation and pcRightLocation measure; read as the left and top offsets in px (the demo's seed).
/** The popup's desktop placement; a missing, negative or unreadable offset is 0 (the screen's edge). */
export function popupPlacement(popup: unknown): PopupPlacement {
  const offset = (value: unknown) => {
    const px = toFiniteNumber(value);
    return px === undefined || px < 0 ? 0 : Math.round(px);
  };
  return isRecord(popup) ? { left: offset(popup.pcLeftLocation), top: offset(popup.pcRightLocation) } : { left: 0, top: 0 };
}

/** The popup's contents as HTML text for the sanitiser; anything else is no content. */
export function popupContents(popup: unknown): string {
  return isRecord(popup) && typeof popup.contents === 'string' ? popup.contents : '';
}

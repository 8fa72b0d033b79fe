// Where the member's popup hides live between visits (spec: "Expiries persist in local storage").
import { readPopupHides, type PopupHides } from '@betkit/domain';

/** The localStorage key of the hides, by the popup's position among the active ones. */
export const POPUP_HIDES_KEY = 'betkit.popup-hides';

/** The stored hides; none when storage is unavailable or holds junk. */
export function readStoredPopupHides(): PopupHides {
  try {
    return readPopupHides(globalThis.localStorage?.getItem(POPUP_HIDES_KEY) ?? null);
  } catch {
    return {};
  }
}

/** Keeps the hides for the next visit; a browser that refuses storage keeps them for this page only. */
export function writeStoredPopupHides(hides: PopupHides): void {
  try {
    globalThis.localStorage?.setItem(POPUP_HIDES_KEY, JSON.stringify(hides));
  } catch {
    // Private mode or a full quota: the hide still holds until the page is left.
  }
}

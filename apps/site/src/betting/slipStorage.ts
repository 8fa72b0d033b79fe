// The slips survive a reload in session storage; a placed bet empties its slip, so it never comes back.
import type { SlipArea, SlipSelection } from '@betkit/ui';

const key = (area: SlipArea) => `betkit.slip.${area}`;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored picks of an area's slip; none when missing or unreadable. */
export function readSlip(area: SlipArea): SlipSelection[] {
  try {
    const parsed = JSON.parse(storage()?.getItem(key(area)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as SlipSelection[]) : [];
  } catch {
    return [];
  }
}

/** Stores an area's picks; an empty slip removes the entry. */
export function writeSlip(area: SlipArea, selections: readonly SlipSelection[]): void {
  if (selections.length === 0) storage()?.removeItem(key(area));
  else storage()?.setItem(key(area), JSON.stringify(selections));
}

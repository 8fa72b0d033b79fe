// GET /card/user/count's answer read defensively; beside the other readers, as the session reads it on every page.
import type { CardCounts } from '../entities';
import { isRecord } from './values';

/** A card count the server may send: a whole number of at least 0 (numeric text too). */
function cardCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * GET /card/user/count's answer as counts, or null when it is not one (issue 32: a wrong answer must never show as
 * '0장'; the site keeps the last counts it knew, or shows them as unknown).
 */
export function readCardCounts(answer: unknown): CardCounts | null {
  if (!isRecord(answer)) return null;
  const normal = cardCount(answer.normal);
  const vip = cardCount(answer.vip);
  return normal === null || vip === null ? null : { normal, vip };
}

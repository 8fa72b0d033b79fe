// SWR keys of the wallet (points, comps). Member-scoped like the session's keys, so a new login never reads the
// previous member's cache.
import type { ConversionKind } from '@betkit/domain';
import { MEMBER_KEY_PREFIX } from '../session/queries';

/** The point or comp history of a member; null when logged out. */
export function pointsHistoryKey(kind: ConversionKind, memberId: number | undefined, token: string | null): string | null {
  return memberId === undefined || token === null ? null : `${MEMBER_KEY_PREFIX}:${kind}-history:${memberId}:${token}`;
}

/** True for any point or comp history key (refreshed after a conversion). */
export const isPointsHistoryKey = (key: unknown): boolean => typeof key === 'string' && /^me:(point|comp)-history:/.test(key);

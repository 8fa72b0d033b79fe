// How a member's role (level) is shown and who is the back-office admin (betting-core.md section 6).
import type { BettingUser } from '../entities';
import { levelLabels } from './labels';
import { isRecord, toFiniteNumber, toInteger } from '../read';

/** The highest level with its own icon. */
const TOP_ICON_LEVEL = 5;

/** A role as a whole number; junk (NaN, text, missing) reads as level 1, the entry level. */
function toRole(role: unknown): number {
  return toInteger(role) ?? 1;
}

/** The level's label: 4 'VIP', 5 'VVIP', others 'LV.{role}' (junk reads as LV.1). */
export function levelLabel(role: unknown): string {
  const level = toRole(role);
  if (level === 4) return levelLabels.vip;
  if (level === 5) return levelLabels.vvip;
  return `${levelLabels.prefix}${level}`;
}

/** The level icon's number: the role if it is 1..5, otherwise 1. */
export function levelIcon(role: unknown): number {
  const level = toRole(role);
  // Spec ambiguity: "the role if it is 5 or less" — roles below 1 have no icon either, so they use 1.
  return level >= 1 && level <= TOP_ICON_LEVEL ? level : 1;
}

/** The user fields the admin check reads. */
export type AdminCheckUser = Partial<Pick<BettingUser, 'type' | 'role' | 'withdrawalType'>>;

/** True for the back-office admin: type 1, role 10 and withdrawalType 0 (numbers or numeric strings). */
export function isBackOfficeAdmin(user: AdminCheckUser | null | undefined): boolean {
  if (!isRecord(user)) return false;
  // Exact values only (no truncation): 10.5 is not role 10 when admin rights are at stake.
  return (
    toFiniteNumber(user.type) === 1 && toFiniteNumber(user.role) === 10 && toFiniteNumber(user.withdrawalType) === 0
  );
}

/**
 * Spec 2: "buttons for partner management (to /partner/pt, only if type is not 0)"; a missing or junk type is a member.
 * Here, beside the level, as the member panel on the first screen shows the entry.
 */
export function showsPartnerManagement(user: { type?: unknown } | null | undefined): boolean {
  const type = toFiniteNumber(user?.type);
  return type !== undefined && type !== 0;
}

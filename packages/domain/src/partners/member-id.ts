// Not in spec: a recommender sees its members' ids masked (issue 36: "ids masked"); the spec shows no rule.

/** How many characters of an id a recommender sees, at most. */
export const SHOWN_ID_CHARACTERS = 3;

/**
 * Not in spec: a member id as a recommender sees it: the first three characters (fewer for a short id, so at least two
 * are hidden, yet at least one shown), then a star for each other character. Masking a masked id changes nothing.
 */
export function maskMemberId(userId: unknown): string {
  const chars = Array.from(typeof userId === 'string' ? userId : '');
  const shown = Math.min(SHOWN_ID_CHARACTERS, Math.max(1, chars.length - 2));
  return chars.slice(0, shown).join('') + '*'.repeat(Math.max(0, chars.length - shown));
}

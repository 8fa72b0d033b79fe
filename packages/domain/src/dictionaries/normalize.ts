// Server names arrive with stray case, doubled spaces and the odd non-string; every lookup goes
// through one normaliser so the tables only ever hold lower-case, single-spaced keys.

/** A lookup key: lower case, brackets dropped, whitespace collapsed; anything not a string becomes ''. */
export function normalizeKey(name: unknown): string {
  if (typeof name !== 'string') return '';
  return name.replace(/[()[\]]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A lookup table from entries whose keys are normalised once, at module load. */
export function keyedTable(entries: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  return new Map(Object.entries(entries).map(([key, label]) => [normalizeKey(key), label]));
}

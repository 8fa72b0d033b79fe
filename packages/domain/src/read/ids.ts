// How ids are compared: the server sends numbers, forms, routes and storage send strings, sometimes padded.
// Every comparison of a fixture, odds, slip, message, member or game id goes through here.

/** An id as a comparable key: a finite number as its digits, a string trimmed (' 12', '12' and 12 are one id); missing or blank is undefined. */
export function idKey(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/** True when two ids name the same thing (12, '12' and ' 12 ' do); a missing id never matches, not even another missing one. */
export function sameId(a: unknown, b: unknown): boolean {
  const key = idKey(a);
  return key !== undefined && key === idKey(b);
}

/** The ids of a list as a set of keys, for `hasId` lookups in long lists. */
export function idSet(values: Iterable<unknown>): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const value of values) {
    const key = idKey(value);
    if (key !== undefined) keys.add(key);
  }
  return keys;
}

/** True when a set made by `idSet` holds the id. */
export function hasId(ids: ReadonlySet<string>, value: unknown): boolean {
  const key = idKey(value);
  return key !== undefined && ids.has(key);
}

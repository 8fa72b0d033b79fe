/** A path segment from an id: encoded, so an id can never add a path of its own. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

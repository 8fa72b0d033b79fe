/**
 * A value made on its first read, then kept. For Intl formatters: the first one a page makes loads the engine's
 * locale data (~60 ms at 4× CPU on a phone), which a module's top level would spend before the first paint.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

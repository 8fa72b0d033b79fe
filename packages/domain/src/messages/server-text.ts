// "The server's text, or the spec's default": server bodies and error messages are free text of
// uncertain shape; a blank or non-text one must fall back to the default rather than show an empty alert.

/** The server's text when it is a non-blank string, else the fallback. */
export function serverTextOr(serverText: unknown, fallback: string): string;
/** The server's text when it is a non-blank string, else undefined (an optional detail). */
export function serverTextOr(serverText: unknown, fallback?: undefined): string | undefined;
export function serverTextOr(serverText: unknown, fallback?: string): string | undefined {
  return typeof serverText === 'string' && serverText.trim() !== '' ? serverText : fallback;
}

/** A thrown error's message when it is an Error with a non-blank message, else the fallback. */
export function errorTextOr(error: unknown, fallback: string): string {
  return serverTextOr(error instanceof Error ? error.message : undefined, fallback);
}

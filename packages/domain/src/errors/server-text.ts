// Server error bodies are free text of uncertain shape; a blank or non-text body must fall back to
// the spec's default message rather than show an empty alert.

/** The server's text when it is a non-blank string, else the fallback. */
export function serverTextOr(serverText: unknown, fallback: string): string {
  return typeof serverText === 'string' && serverText.trim() !== '' ? serverText : fallback;
}

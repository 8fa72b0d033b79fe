import { createNativeSanitizer } from './nativeSanitizer';
import { titleOfSanitizedHtml } from './serverHtmlPolicy';

/**
 * How this page sanitises server HTML: with the browser's HTML Sanitizer API where it has one (Chromium), else with
 * DOMPurify, which is then fetched before any module that renders server HTML runs. Both apply `serverHtmlPolicy`;
 * a browser with the API never downloads DOMPurify's 11 KB.
 */
export const sanitizeForPage: (html: string) => string =
  createNativeSanitizer() ?? (await import('./sanitizeServerHtml')).sanitizeServerHtml;

/** The accessible name of server content (its first heading, else its first described image), from sanitised markup. */
export const titleForPage = (html: string): string | undefined => titleOfSanitizedHtml(sanitizeForPage(html), globalThis.window);

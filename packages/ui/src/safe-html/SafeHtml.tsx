import { useMemo, type AriaAttributes } from 'react';
import { serverContent } from './SafeHtml.css';
import { sanitizeForPage } from './pageSanitizer';

/** The elements SafeHtml can render as, exported for stories and argTypes. */
export const safeHtmlElements = ['div', 'section', 'article', 'span'] as const;
export type SafeHtmlElement = (typeof safeHtmlElements)[number];

export interface SafeHtmlProps extends AriaAttributes {
  /** HTML as the server sent it (popup, notice, message or event contents); sanitised before it is rendered. */
  html: string;
  /** The wrapping element: `div` by default; `section` or `article` with an accessible name, `span` inline. */
  as?: SafeHtmlElement;
  /** A layout class from the screen around it (margins, width); the content's typography is SafeHtml's own. */
  className?: string;
  /** The wrapper's id, e.g. for `aria-describedby` on a dialog. */
  id?: string;
}

/**
 * The only way server HTML reaches the DOM: the markup passes the page's sanitiser (rich-text tags only, no
 * scripts, handlers, `javascript:`/`data:` URLs or styles; links get `rel="noopener noreferrer"`): the browser's
 * HTML Sanitizer API where it has one, else DOMPurify, with the same rules (`sanitizeServerHtml`).
 */
export function SafeHtml({ html, as: Element = 'div', className, ...attributes }: SafeHtmlProps) {
  // Sanitising parses the whole fragment: once per html string, not once per render.
  const markup = useMemo(() => ({ __html: sanitizeForPage(html) }), [html]);
  return (
    <Element
      {...attributes}
      className={className ? `${serverContent} ${className}` : serverContent}
      // Marks server content for stories and journeys, which check what the sanitiser let through.
      data-safe-html=""
      dangerouslySetInnerHTML={markup}
    />
  );
}

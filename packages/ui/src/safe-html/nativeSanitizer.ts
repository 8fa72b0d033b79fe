import {
  finishServerElement,
  isAllowedServerUrl,
  SERVER_HTML_ATTRIBUTES,
  SERVER_HTML_TAGS,
  SERVER_HTML_UNWRAPPED,
  SERVER_HTML_URL_ATTRIBUTES,
} from './serverHtmlPolicy';

/** The part of the HTML Sanitizer API used here (TypeScript's DOM library has the Sanitizer but not `setHTML`). */
interface SanitizingElement extends Element {
  setHTML(html: string, options: { sanitizer: Sanitizer }): void;
}

type PageWindow = Window & typeof globalThis;

/**
 * The server-HTML rules of `serverHtmlPolicy` on the browser's own HTML Sanitizer API, or undefined where the
 * browser has none. `setHTML` always removes what can run script (handlers, `javascript:` URLs, script-bearing
 * elements) on top of the allow-list; the URL schemes, link targets, `rel` and `alt` follow it, as DOMPurify's
 * hooks do; any element the policy neither keeps nor unwraps goes with its content. Parsing happens in an inert document: nothing loads or runs while the markup is read.
 */
export function createNativeSanitizer(window: PageWindow | undefined = globalThis.window): ((html: string) => string) | undefined {
  if (!window?.Sanitizer || typeof (window.Element.prototype as Partial<SanitizingElement>).setHTML !== 'function') return undefined;
  const sanitizer = new window.Sanitizer({
    elements: SERVER_HTML_TAGS.map((name) => ({ name, attributes: [...(SERVER_HTML_ATTRIBUTES[name] ?? [])] })),
    replaceWithChildrenElements: [...SERVER_HTML_UNWRAPPED],
    attributes: [],
    comments: false,
    dataAttributes: false,
  });
  const inert = window.document.implementation.createHTMLDocument('');
  return (html) => {
    const host = inert.createElement('div') as unknown as SanitizingElement;
    host.setHTML(html, { sanitizer });
    for (const element of host.querySelectorAll('*')) {
      for (const name of SERVER_HTML_URL_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value !== null && !isAllowedServerUrl(value)) element.removeAttribute(name);
      }
      finishServerElement(element);
    }
    return host.innerHTML;
  };
}

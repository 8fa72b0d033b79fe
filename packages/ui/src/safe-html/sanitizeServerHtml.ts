import DOMPurify, { type Config, type DOMPurify as Purifier, type UponSanitizeAttributeHook, type UponSanitizeElementHook, type WindowLike } from 'dompurify';
import {
  finishServerElement,
  isAllowedServerUrl,
  isUnwrappedServerElement,
  SERVER_HTML_ATTRIBUTES,
  SERVER_HTML_TAGS,
  SERVER_HTML_URL,
  SERVER_HTML_URL_ATTRIBUTES,
  textWithoutTags,
  titleOfSanitizedHtml,
  type ServerHtmlTag,
} from './serverHtmlPolicy';

const ours: ReadonlySet<string> = new Set(SERVER_HTML_TAGS);
const ALLOWED_ATTR = [...new Set(Object.values(SERVER_HTML_ATTRIBUTES).flat())];

const config = {
  ALLOWED_TAGS: [...SERVER_HTML_TAGS],
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SERVER_HTML_URL,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
} satisfies Config;

/** Keeps an attribute only on the tags that list it, and a URL only with an allowed scheme (no `data:`). */
const keepListedAttributes: UponSanitizeAttributeHook = (node, data) => {
  const tag = node.nodeName.toLowerCase() as ServerHtmlTag;
  if (!SERVER_HTML_ATTRIBUTES[tag]?.includes(data.attrName)) {
    data.keepAttr = false;
    return;
  }
  // DOMPurify lets `data:` through on img whatever the URL pattern says; we do not.
  if (SERVER_HTML_URL_ATTRIBUTES.has(data.attrName) && !isAllowedServerUrl(data.attrValue)) data.keepAttr = false;
};

/**
 * DOMPurify keeps the content of any element it removes, except its own short list; the policy keeps it only for
 * the HTML elements it unwraps. Anything else (a custom or misspelt element) is emptied here, then removed whole.
 */
const dropUnlistedWithContent: UponSanitizeElementHook = (node, data) => {
  if (node.nodeType !== 1 || data.tagName === 'body' || ours.has(data.tagName) || isUnwrappedServerElement(data.tagName)) return;
  node.textContent = '';
};

// DOMPurify's hooks are global to an instance: ours live on a dedicated instance per window, so the default
// `DOMPurify` export (and anyone else's hooks on it) is never touched, and no add/remove pair can be left half done.
const purifiers = new WeakMap<WindowLike, Purifier>();

function purifierFor(window: WindowLike): Purifier {
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('uponSanitizeElement', dropUnlistedWithContent);
    purifier.addHook('uponSanitizeAttribute', keepListedAttributes);
    purifier.addHook('afterSanitizeAttributes', finishServerElement);
    purifiers.set(window, purifier);
  }
  return purifier;
}

/**
 * Server HTML (popup, notice, message and event contents) made inert with DOMPurify: only the rich-text tags and
 * attributes of `serverHtmlPolicy`, URLs limited to http(s), mailto, tel and relative ones, links given
 * `rel="noopener noreferrer"`. Returns markup for `innerHTML`. Sanitises with the page's `window`, or the one
 * given (a jsdom window in Node); with neither, returns the text with tags stripped and escaped. (SafeHtml uses
 * the browser's own HTML Sanitizer API with the same rules where there is one: see `pageSanitizer`.)
 */
export function sanitizeServerHtml(html: string, window: WindowLike | undefined = globalThis.window): string {
  // Without a DOM DOMPurify would return its input untouched.
  if (!window) return textWithoutTags(html);
  const purifier = purifierFor(window);
  if (!purifier.isSupported) return textWithoutTags(html);
  return purifier.sanitize(html, config);
}

/**
 * A name for server content (a popup's accessible name): the text of its first heading, else of its first image's
 * alt, from the sanitised markup; undefined when it has neither or there is no DOM.
 */
export function serverHtmlTitle(html: string, window: WindowLike | undefined = globalThis.window): string | undefined {
  if (!window || !purifierFor(window).isSupported) return undefined;
  // The sanitised text is parsed, never the server's: no handler or URL of the original reaches even an inert document.
  return titleOfSanitizedHtml(sanitizeServerHtml(html, window), window as { DOMParser?: typeof DOMParser });
}

export { SERVER_HTML_ATTRIBUTES, SERVER_HTML_TAGS, SERVER_HTML_URL } from './serverHtmlPolicy';

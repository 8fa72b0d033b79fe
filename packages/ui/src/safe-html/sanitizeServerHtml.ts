import DOMPurify, { type Config, type DOMPurify as Purifier, type UponSanitizeAttributeHook, type WindowLike } from 'dompurify';

/**
 * The tags a Korean admin editor's rich text uses, and nothing else. `font` stays as a bare inline element
 * (editors such as SmartEditor still wrap text in it); forms, frames, media, SVG, MathML, `style`, `script`,
 * `template`, `base`, `meta` and `link` are all left out.
 */
export const SERVER_HTML_TAGS = [
  'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'font',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'figure', 'figcaption',
] as const;

/**
 * The attributes each tag keeps. No `style` (its text would carry `url()`, `expression()` and layout that
 * fights the theme), no `class` or `id` (they would collide with the app's and clobber the DOM), no `name`,
 * no `on*`, no `data-*` or `aria-*`. `font` keeps none: a server `color` fails contrast on one of our two
 * themes (a red that reads on the dark one, #ff8a8f, measured 2.09:1 on the light one), `size` 7 is 48 px and
 * breaks the 424 px layout, `face` would swap Pretendard for a font the member may not have.
 */
export const SERVER_HTML_ATTRIBUTES: Readonly<Partial<Record<(typeof SERVER_HTML_TAGS)[number], readonly string[]>>> = {
  a: ['href', 'target', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Attributes whose value is a URL: only these schemes, or a relative URL, may stay. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

/**
 * http:, https:, mailto:, tel: or a relative URL (no scheme before the first `/`, `?` or `#`). `data:` is
 * refused everywhere, images included: a server image has an https address, and a `data:` SVG or HTML
 * document is one more parser to trust.
 */
export const SERVER_HTML_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** What a browser ignores in a URL's scheme (the same class DOMPurify strips before its URL check). */
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g; // eslint-disable-line no-control-regex -- control characters are what a browser skips in a scheme

/** Link targets a server may choose; any other (a named frame, `_top`, `_parent`) is dropped. */
const LINK_TARGETS = new Set(['_blank', '_self']);

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
  const tag = node.nodeName.toLowerCase() as (typeof SERVER_HTML_TAGS)[number];
  if (!SERVER_HTML_ATTRIBUTES[tag]?.includes(data.attrName)) {
    data.keepAttr = false;
    return;
  }
  // DOMPurify lets `data:` through on img whatever the URL pattern says; we do not.
  if (URL_ATTRIBUTES.has(data.attrName) && !SERVER_HTML_URL.test(data.attrValue.replace(IGNORED_IN_SCHEME, ''))) {
    data.keepAttr = false;
  }
};

/** Every link opens without handing the site's window or address to the page it opens. */
const guardLinks = (node: Element) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  const target = node.getAttribute('target');
  if (target !== null && !LINK_TARGETS.has(target)) node.removeAttribute('target');
  node.setAttribute('rel', 'noopener noreferrer');
};

/**
 * An image the editor gave no text alternative is marked decorative (`alt=""`): a screen reader would otherwise
 * read out its file name. An alt the server wrote is kept as it is.
 */
const decorativeUnlessDescribed = (node: Element) => {
  if (node.nodeName.toLowerCase() === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
};

// DOMPurify's hooks are global to an instance: ours live on a dedicated instance per window, so the default
// `DOMPurify` export (and anyone else's hooks on it) is never touched, and no add/remove pair can be left half done.
const purifiers = new WeakMap<WindowLike, Purifier>();

function purifierFor(window: WindowLike): Purifier {
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', keepListedAttributes);
    purifier.addHook('afterSanitizeAttributes', guardLinks);
    purifier.addHook('afterSanitizeAttributes', decorativeUnlessDescribed);
    purifiers.set(window, purifier);
  }
  return purifier;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Elements whose text is code or chrome, not content: dropped whole by the no-window fallback. */
const NON_CONTENT_ELEMENTS = /<(script|style|template|textarea|title|noscript|xmp|iframe|noembed|noframes|svg|math|object)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * Without a DOM (server rendering, a Node consumer) there is nothing to sanitise with, and DOMPurify would
 * return its input untouched. Tags are stripped for readability, then every remaining `&`, `<`, `>` and quote
 * is escaped: the result is text, whatever the stripping missed.
 */
function textWithoutTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(NON_CONTENT_ELEMENTS, '')
    .replace(/<\/?[a-z!?/][^>]*(?:>|$)/gi, '')
    .replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * Server HTML (popup, notice, message and event contents) made inert: only the rich-text tags and attributes
 * above, URLs limited to http(s), mailto, tel and relative ones, links given `rel="noopener noreferrer"`.
 * Returns markup for `innerHTML`. Sanitises with the page's `window`, or the one given (a jsdom window in
 * Node); with neither, returns the text with tags stripped and escaped.
 */
export function sanitizeServerHtml(html: string, window: WindowLike | undefined = globalThis.window): string {
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
  const Parser = (window as { DOMParser?: typeof DOMParser } | undefined)?.DOMParser;
  if (!window || !Parser || !purifierFor(window).isSupported) return undefined;
  // The sanitised text is parsed, never the server's: no handler or URL of the original reaches even an inert document.
  const content = new Parser().parseFromString(sanitizeServerHtml(html, window), 'text/html').body;
  const heading = content.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.replace(/\s+/g, ' ').trim();
  return heading || content.querySelector('img[alt]:not([alt=""])')?.getAttribute('alt')?.trim() || undefined;
}

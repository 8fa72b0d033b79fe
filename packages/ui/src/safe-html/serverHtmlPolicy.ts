// What server HTML may keep, whichever engine sanitises it: DOMPurify (sanitizeServerHtml.ts) or the browser's own
// HTML Sanitizer API (nativeSanitizer.ts). Neither engine is imported here, so each loads only where it is used.

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

export type ServerHtmlTag = (typeof SERVER_HTML_TAGS)[number];

/**
 * The attributes each tag keeps. No `style` (its text would carry `url()`, `expression()` and layout that
 * fights the theme), no `class` or `id` (they would collide with the app's and clobber the DOM), no `name`,
 * no `on*`, no `data-*` or `aria-*`. `font` keeps none: a server `color` fails contrast on one of our two
 * themes (a red that reads on the dark one, #ff8a8f, measured 2.09:1 on the light one), `size` 7 is 48 px and
 * breaks the 424 px layout, `face` would swap Pretendard for a font the member may not have.
 */
export const SERVER_HTML_ATTRIBUTES: Readonly<Partial<Record<ServerHtmlTag, readonly string[]>>> = {
  a: ['href', 'target', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * The HTML elements, current and obsolete, an editor or a paste could put in a body that are not ours: each is
 * replaced by its content (the text of a `<center>` or a `<label>` stays). Any other element is dropped with its
 * content: code, media fallback and chrome (`script`, `style`, `template`, `noscript`, `title`, `iframe`, `object`,
 * `audio`, `video`, `svg`, `math`, `colgroup`, …) and markup that is not HTML at all (a custom or misspelt element).
 */
export const SERVER_HTML_UNWRAPPED = [
  'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'bdi', 'bdo', 'big', 'blink', 'button', 'canvas', 'center',
  'cite', 'col', 'data', 'datalist', 'dd', 'del', 'details', 'dfn', 'dialog', 'dir', 'dl', 'dt', 'fieldset', 'footer',
  'form', 'header', 'hgroup', 'input', 'ins', 'kbd', 'label', 'legend', 'listing', 'main', 'map', 'mark', 'marquee',
  'menu', 'meter', 'nav', 'nobr', 'optgroup', 'option', 'output', 'picture', 'progress', 'q', 'rb', 'rp', 'rt', 'rtc',
  'ruby', 'samp', 'search', 'section', 'select', 'slot', 'small', 'source', 'sub', 'summary', 'sup', 'textarea', 'time',
  'track', 'tt', 'var', 'wbr',
] as const;

/** Whether an element the policy does not keep is replaced by its content (else it goes with it). */
const unwrapped: ReadonlySet<string> = new Set(SERVER_HTML_UNWRAPPED);
export const isUnwrappedServerElement = (tag: string) => unwrapped.has(tag);

/** Attributes whose value is a URL: only these schemes, or a relative URL, may stay. */
export const SERVER_HTML_URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src']);

/**
 * http:, https:, mailto:, tel: or a relative URL (no scheme before the first `/`, `?` or `#`). `data:` is
 * refused everywhere, images included: a server image has an https address, and a `data:` SVG or HTML
 * document is one more parser to trust.
 */
export const SERVER_HTML_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** What a browser ignores in a URL's scheme (the same class DOMPurify strips before its URL check). */
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g; // eslint-disable-line no-control-regex -- control characters are what a browser skips in a scheme

/** Whether a server URL may stay: an allowed scheme or a relative URL, read as a browser reads the scheme. */
export const isAllowedServerUrl = (value: string) => SERVER_HTML_URL.test(value.replace(IGNORED_IN_SCHEME, ''));

/** Link targets a server may choose; any other (a named frame, `_top`, `_parent`) is dropped. */
const LINK_TARGETS = new Set(['_blank', '_self']);

/**
 * The last touches on a kept element: every link opens without handing the site's window or address to the page
 * it opens, and an image the editor gave no text alternative is marked decorative (`alt=""`), which a screen
 * reader would otherwise read out as its file name. An alt the server wrote is kept as it is.
 */
export function finishServerElement(element: Element) {
  const tag = element.nodeName.toLowerCase();
  if (tag === 'a') {
    const target = element.getAttribute('target');
    if (target !== null && !LINK_TARGETS.has(target)) element.removeAttribute('target');
    element.setAttribute('rel', 'noopener noreferrer');
  } else if (tag === 'img' && !element.hasAttribute('alt')) {
    element.setAttribute('alt', '');
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Elements whose text is code or chrome, not content: dropped whole by the no-window fallback. */
const NON_CONTENT_ELEMENTS = /<(script|style|template|textarea|title|noscript|xmp|iframe|noembed|noframes|svg|math|object)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * Without a DOM (server rendering, a Node consumer) there is nothing to sanitise with. Tags are stripped for
 * readability, then every remaining `&`, `<`, `>` and quote is escaped: the result is text, whatever the
 * stripping missed.
 */
export function textWithoutTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(NON_CONTENT_ELEMENTS, '')
    .replace(/<\/?[a-z!?/][^>]*(?:>|$)/gi, '')
    .replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * A name for sanitised content (a popup's accessible name): the text of its first heading, else of its first
 * image's alt; undefined when it has neither or there is no DOM. Only sanitised markup is ever parsed here.
 */
export function titleOfSanitizedHtml(markup: string, window: { DOMParser?: typeof DOMParser } | undefined): string | undefined {
  const Parser = window?.DOMParser;
  if (!Parser) return undefined;
  const content = new Parser().parseFromString(markup, 'text/html').body;
  if (!content) return undefined;
  const heading = content.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.replace(/\s+/g, ' ').trim();
  return heading || content.querySelector('img[alt]:not([alt=""])')?.getAttribute('alt')?.trim() || undefined;
}

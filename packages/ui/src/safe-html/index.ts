export { SafeHtml, safeHtmlElements } from './SafeHtml';
export type { SafeHtmlElement, SafeHtmlProps } from './SafeHtml';
export { SERVER_HTML_ATTRIBUTES, SERVER_HTML_TAGS, SERVER_HTML_URL, sanitizeServerHtml, serverHtmlTitle } from './sanitizeServerHtml';

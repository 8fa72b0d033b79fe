/**
 * The site popups' layer with its rules and sanitiser, a chunk of its own loaded only when the server sent any: the frame
 * renders it, and the popups' boot read starts it as soon as its answer has any.
 */
export const loadSitePopups = () => import('../shell/SitePopups');

/** Whether the popups' answer has any to show. */
export const hasPopups = (list: unknown): list is readonly unknown[] => Array.isArray(list) && list.length > 0;

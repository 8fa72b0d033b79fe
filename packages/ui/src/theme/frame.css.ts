// The frame's measures that the boards' sticky columns share with the layout, and the top bar's look (no styles here).
import { vars } from './contract.css';

/** The phone's bottom bar (spec 2); the page leaves room for it. */
export const bottomBarHeight = '60px';

/** The top bar's height; it stays on top while the page scrolls (the tabs' own row below 1352 px scrolls away). */
export const headerHeight = '56px';

/**
 * The top bar's surface and its brand's type: ui's AppHeader and HeaderBrand, and a page that paints the bar before
 * its scripts (the site's index.html) from the same rules.
 */
export const headerBarRules = {
  display: 'flex',
  alignItems: 'center',
  minHeight: headerHeight,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
} as const;

/** The brand's type in the top bar. */
export const headerBrandRules = {
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
} as const;

/** Where sticky columns stop: under the top bar, with the body's gap, so their headings are never covered. */
export const stickyTop = `calc(${headerHeight} + ${vars.space.lg})`;

/** The tallest a sticky column may be: the window below `stickyTop`, less a gap; it scrolls inside beyond that. */
export const stickyMaxHeight = `calc(100vh - ${headerHeight} - ${vars.space.lg} * 2)`;

/** The width of the slip column beside a board (the layout's and the boards' own). */
export const slipColumnWidth = '320px';

/** The desktop container's widest (spec section 9): sport tree, page, slip and member column stand inside it. */
export const containerMaxWidth = '1630px';

// The member panel and the login form are 300 px wide: the column, the jackpot box under them and (notebook widths) the floating tab bar match.
export const memberColumnWidth = '300px';

/** One row of the floating tab bar where it lies under the member column (notebook widths: seven tabs in two columns). */
export const floatingTabRow = '32px';

/** That bar's height: four rows, their gaps, its padding and border; the member column stops above it. */
export const floatingTabsHeight = `calc(4 * ${floatingTabRow} + 3 * ${vars.space.xxs} + 2 * ${vars.space.xs} + 2px)`;

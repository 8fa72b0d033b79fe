// The desktop frame's measures that the boards' sticky columns share with the layout (no styles here).
import { DESKTOP_LAYOUT_WIDTH_PX, MOBILE_BREAKPOINT_PX, NOTEBOOK_MIN_WIDTH_PX } from '@betkit/domain';
import { vars } from '@betkit/ui';

/** The desktop layout under the notebook width (768 to 1351 px): the tabs get a row of their own under the top bar. */
export const belowNotebook = `screen and (min-width: ${MOBILE_BREAKPOINT_PX + 1}px) and (max-width: ${NOTEBOOK_MIN_WIDTH_PX - 1}px)`;

/** Notebook (1352 px) and wider: one top bar row, the member column beside the slip. */
export const notebookUp = `screen and (min-width: ${NOTEBOOK_MIN_WIDTH_PX}px)`;

/** The full desktop layout (1920 px and wider): the sport tree stands open. */
export const desktopUp = `screen and (min-width: ${DESKTOP_LAYOUT_WIDTH_PX}px)`;

/** The top bar's height; it stays on top while the page scrolls (the tabs' own row below 1352 px scrolls away). */
export const headerHeight = '56px';

/** Where sticky columns stop: under the top bar, with the body's gap, so their headings are never covered. */
export const stickyTop = `calc(${headerHeight} + ${vars.space.lg})`;

/** The tallest a sticky column may be: the window below `stickyTop`, less a gap; it scrolls inside beyond that. */
export const stickyMaxHeight = `calc(100vh - ${headerHeight} - ${vars.space.lg} * 2)`;

/** The width of the slip column beside a board (the layout's and the boards' own). */
export const slipColumnWidth = '320px';

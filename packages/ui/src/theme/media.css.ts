// The site's viewport media queries, the one place they are written (spec: "Viewports: mobile 424, desktop
// 1920, breakpoint 767, notebook 1352 to under 1920"). The widths are @betkit/domain's shell constants;
// ui and site style files, and matchMedia hooks, read these queries instead of spelling the numbers again.
import { DESKTOP_LAYOUT_WIDTH_PX, MOBILE_BREAKPOINT_PX, NOTEBOOK_MIN_WIDTH_PX } from '@betkit/domain';

/** The 424 px mobile layout: viewports 767 px or narrower. */
export const mobileMedia = `screen and (max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The desktop layout: viewports wider than 767 px (768 px and up). */
export const desktopMedia = `screen and (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

/** The desktop layout under the notebook width (768 to 1351 px). */
export const belowNotebookMedia = `screen and (min-width: ${MOBILE_BREAKPOINT_PX + 1}px) and (max-width: ${NOTEBOOK_MIN_WIDTH_PX - 1}px)`;

/** Phones and tablets: under the notebook width (1351 px or narrower). Not in spec: where a tablet ends. */
export const tabletDownMedia = `screen and (max-width: ${NOTEBOOK_MIN_WIDTH_PX - 1}px)`;

/** Notebook (1352 px) and wider. */
export const notebookUpMedia = `screen and (min-width: ${NOTEBOOK_MIN_WIDTH_PX}px)`;

/** Notebook desktops only: 1352 to 1919 px. */
export const notebookMedia = `screen and (min-width: ${NOTEBOOK_MIN_WIDTH_PX}px) and (max-width: ${DESKTOP_LAYOUT_WIDTH_PX - 1}px)`;

/** The full desktop width (1920 px and wider). */
export const fullDesktopMedia = `screen and (min-width: ${DESKTOP_LAYOUT_WIDTH_PX}px)`;

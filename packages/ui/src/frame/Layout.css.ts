import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { quietButtonRules } from '../theme/surfaces';
import {
  bottomBarHeight,
  containerMaxWidth,
  floatingTabsHeight,
  headerHeight,
  memberColumnWidth,
  slipColumnWidth,
  stickyMaxHeight,
  stickyTop,
} from '../theme/frame.css';
import { fullDesktopMedia, notebookMedia, notebookUpMedia } from '../theme/media.css';

/** The sport tree's rail below 1920 px: the drawer's handle, the tree opening over the page. */
const RAIL_WIDTH = '48px';
/** The open sport tree (its column from 1920 px, the drawer below). */
const TREE_WIDTH = '240px';
/** Spec (tablet right sidebar): the member drawer below the notebook width. */
const MEMBER_DRAWER_WIDTH = '352px';

/**
 * Desktop: sport tree, page, slip, member column; the container is at most 1630 px (spec section 9).
 * The slip always stands beside the board, down to 768 px: 1920 px and wider shows the tree open; from 1352 px
 * (notebook, spec) the tree waits behind a hover drawer; below 1352 px the member column becomes a drawer too
 * (the spec's tablet right sidebar). Routes whose board brings its own slip (europe, in-play) get no slip column.
 */
const bodyBase = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: containerMaxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  alignItems: 'start',
});

export const body = styleVariants({
  slip: [
    bodyBase,
    {
      gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr) ${slipColumnWidth}`,
      '@media': {
        [notebookUpMedia]: { gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr) ${slipColumnWidth} ${memberColumnWidth}` },
        [fullDesktopMedia]: { gridTemplateColumns: `${TREE_WIDTH} minmax(0, 1fr) ${slipColumnWidth} ${memberColumnWidth}` },
      },
    },
  ],
  noSlip: [
    bodyBase,
    {
      gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr)`,
      '@media': {
        [notebookUpMedia]: { gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr) ${memberColumnWidth}` },
        [fullDesktopMedia]: { gridTemplateColumns: `${TREE_WIDTH} minmax(0, 1fr) ${memberColumnWidth}` },
      },
    },
  ],
});

export const rail = style({ position: 'sticky', top: stickyTop, zIndex: vars.zIndex.sticky });

/** The drawer's handle on the rail: shown below 1920 px. */
export const railHandle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: RAIL_WIDTH,
  padding: `${vars.space.md} 0`,
  ...quietButtonRules,
  borderRadius: vars.radius.md,
  selectors: {
    [`${rail}:hover &, &[aria-expanded="true"]`]: { color: vars.color.text.primary, borderColor: vars.color.border.focus },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
  '@media': { [fullDesktopMedia]: { display: 'none' } },
});

/**
 * The tree: open beside the page from 1920 px; below, over the page next to the rail while the rail is hovered or
 * the handle pressed. It touches the rail, so the pointer keeps the hover on its way across.
 */
export const railPanel = style({
  position: 'absolute',
  top: 0,
  left: '100%',
  width: TREE_WIDTH,
  maxHeight: stickyMaxHeight,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
  visibility: 'hidden',
  selectors: {
    [`${rail}:hover &, ${rail}[data-open="true"] &`]: { visibility: 'visible' },
  },
  '@media': { [fullDesktopMedia]: { position: 'static', maxHeight: 'none', overflowY: 'visible', boxShadow: 'none', visibility: 'visible' } },
});

/** The member's panel (or a guest's login form): a column from 1352 px; below, the drawer the top bar opens (members). */
export const sideColumn = style({
  display: 'none',
  position: 'fixed',
  top: headerHeight,
  right: 0,
  zIndex: vars.zIndex.header,
  flexDirection: 'column',
  gap: vars.space.md,
  width: MEMBER_DRAWER_WIDTH,
  height: `calc(100vh - ${headerHeight})`,
  overflowY: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surface.base,
  borderLeft: `1px solid ${vars.color.border.subtle}`,
  boxShadow: '-8px 0 24px rgba(0, 0, 0, 0.45)',
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [notebookUpMedia]: {
      display: 'flex',
      position: 'sticky',
      top: stickyTop,
      width: 'auto',
      height: 'auto',
      overflowY: 'visible',
      padding: 0,
      backgroundColor: 'transparent',
      borderLeft: 'none',
      boxShadow: 'none',
    },
    // Notebook widths: the floating tab bar lies under the column, which stops above it and scrolls inside if need be.
    [notebookMedia]: { maxHeight: `calc(100vh - ${stickyTop} - ${floatingTabsHeight} - 2 * ${vars.space.md})`, overflowY: 'auto' },
  },
});

/** What shows below 1352 px only (the top bar's button for the member drawer). */
export const belowNotebook = style({ '@media': { [notebookUpMedia]: { display: 'none' } } });

// The page's column beside the rail; the page holds at least a screen's height, so the foot never starts in view and
// jumps away when the board loads.
export const pageColumn = style({ minWidth: 0 });
export const pageMain = styleVariants({
  desktop: { minHeight: '100vh' },
  mobile: { padding: vars.space.md, minHeight: '100vh' },
});

export const footer = style({ marginTop: vars.space.xl });
/** The phone's foot stays clear of the fixed bottom bar. */
export const mobileFooter = style({ padding: `0 ${vars.space.md} calc(${bottomBarHeight} + ${vars.space.md})` });

export const loading = style({ color: vars.color.text.secondary, padding: vars.space.lg });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { belowNotebookMedia, containerMaxWidth, floatingTabsHeight, fullDesktopMedia, headerHeight, memberColumnWidth, notebookMedia, notebookUpMedia, slipColumnWidth, stickyMaxHeight, stickyTop, vars } from '@betkit/ui/theme';

/** Spec: the mobile bottom bar; the page leaves room for it. */
const BOTTOM_BAR_HEIGHT = '60px';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: headerHeight,
  padding: `0 ${vars.space.lg}`,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** The 424 px header: menu, brand, badge, money and three icons share one row, so gaps and padding are smaller. */
export const mobileHeader = style({ gap: vars.space.xs, padding: `0 ${vars.space.sm}` });

export const brand = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const demoBadge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.state.cancel}`,
  color: vars.color.state.cancel,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

/** The top bar's end: clock and session, pushed to the right also when the tabs have their own row. */
export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginLeft: 'auto' });

/** The tabs in the top bar, from 1352 px. */
export const tabs = style({
  display: 'flex',
  flex: 1,
  gap: vars.space.xxs,
  overflowX: 'auto',
  '@media': { [belowNotebookMedia]: { display: 'none' } },
});

/** Below 1352 px the tabs take a row of their own under the top bar (which keeps logo, clock and session). */
export const tabsRow = style({
  display: 'none',
  '@media': {
    [belowNotebookMedia]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      minHeight: '44px',
      padding: `0 ${vars.space.lg}`,
      overflowX: 'auto',
      backgroundColor: vars.color.surface.raised,
      borderBottom: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const tab = style({
  // The holdem tab is a button (it opens a window, not a route): the same look as the links.
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': { backgroundColor: vars.color.surface.selected, color: vars.color.text.primary },
  },
});

export const clock = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const sessionControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap' });
// Below 1352 px the member's name is in the member drawer, which leaves the top bar's row room for the balance.
export const nickname = style({
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: 'none',
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { [belowNotebookMedia]: { display: 'none' } },
});
// The balance stays at every desktop width; below 1352 px its label is read, not shown, as in the phone's header.
export const money = style({ fontVariantNumeric: 'tabular-nums' });
export const moneyLabel = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  '@media': {
    [belowNotebookMedia]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});
export const spacer = style({ flex: 1 });

export const mobileMoney = style({
  whiteSpace: 'nowrap',
  border: 'none',
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  padding: vars.space.xs,
  cursor: 'pointer',
});

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
export const body = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    maxWidth: containerMaxWidth,
    margin: '0 auto',
    padding: vars.space.lg,
    alignItems: 'start',
  },
  variants: {
    slip: {
      true: {
        gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr) ${slipColumnWidth}`,
        '@media': {
          [notebookUpMedia]: { gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr) ${slipColumnWidth} ${memberColumnWidth}` },
          [fullDesktopMedia]: { gridTemplateColumns: `${TREE_WIDTH} minmax(0, 1fr) ${slipColumnWidth} ${memberColumnWidth}` },
        },
      },
      false: {
        gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr)`,
        '@media': {
          [notebookUpMedia]: { gridTemplateColumns: `${RAIL_WIDTH} minmax(0, 1fr) ${memberColumnWidth}` },
          [fullDesktopMedia]: { gridTemplateColumns: `${TREE_WIDTH} minmax(0, 1fr) ${memberColumnWidth}` },
        },
      },
    },
  },
});

export const sidebar = style({ position: 'sticky', top: stickyTop, zIndex: vars.zIndex.sticky });

/** The drawer's handle on the rail: shown below 1920 px. */
export const drawerHandle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: RAIL_WIDTH,
  padding: `${vars.space.md} 0`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    [`${sidebar}:hover &, &[aria-expanded="true"]`]: { color: vars.color.text.primary, borderColor: vars.color.border.focus },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
  '@media': { [fullDesktopMedia]: { display: 'none' } },
});

/**
 * The tree: open beside the page from 1920 px; below, over the page next to the rail while the rail is hovered or
 * the handle pressed. It touches the rail, so the pointer keeps the hover on its way across.
 */
export const drawerPanel = style({
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
    [`${sidebar}:hover &, ${sidebar}[data-open="true"] &`]: { visibility: 'visible' },
  },
  '@media': { [fullDesktopMedia]: { position: 'static', maxHeight: 'none', overflowY: 'visible', boxShadow: 'none', visibility: 'visible' } },
});

export const main = style({ minWidth: 0 });
export const mainArea = style({ minHeight: '100vh' });

/** The member's panel (or a guest's login form): a column from 1352 px; below, the drawer the top bar opens (members). */
export const memberColumn = style({
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

/** The top bar's button for the member drawer: below 1352 px only. */
export const memberDrawerButton = style({ '@media': { [notebookUpMedia]: { display: 'none' } } });

// The page holds at least a screen's height, so the footer never starts in view and jumps away when the board loads.
export const mobileMain = style({ padding: vars.space.md, minHeight: '100vh' });

export const footer = style({ marginTop: vars.space.xl });
export const mobileFooter = style({ padding: `0 ${vars.space.md} calc(${BOTTOM_BAR_HEIGHT} + ${vars.space.md})` });

export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'grid',
  // The bet cart takes the width its label needs; the four links share the rest.
  gridTemplateColumns: '1fr 1fr auto 1fr 1fr',
  alignItems: 'center',
  height: BOTTOM_BAR_HEIGHT,
  backgroundColor: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const bottomItem = style({
  display: 'flex',
  border: 'none',
  background: 'none',
  padding: 0,
  cursor: 'pointer',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.text.primary } },
});

export const loading = style({ color: vars.color.text.secondary, padding: vars.space.lg });

/** The mobile header's drawer buttons (menu, my info): icons with a 40 px target. */
export const drawerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '40px',
  flex: 'none',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text.primary,
  cursor: 'pointer',
});

/** The site top notice's strip under the mobile header. */
export const topNotice = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

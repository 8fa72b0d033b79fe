import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { headerBarRules, headerBrandRules } from '../theme/frame.css';
import { belowNotebookMedia } from '../theme/media.css';

/** The top bar: it stays on top while the page scrolls. */
const headerBase = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  ...headerBarRules,
  gap: vars.space.md,
  padding: `0 ${vars.space.lg}`,
});

export const header = styleVariants({
  desktop: [headerBase],
  // The 424 px header: menu, brand, badge, money and three icons share one row, so gaps and padding are smaller.
  mobile: [headerBase, { gap: vars.space.xs, padding: `0 ${vars.space.sm}` }],
});

export const brand = style({
  ...headerBrandRules,
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

export const spacer = style({ flex: 1 });

export const menuTabs = styleVariants({
  // In the top bar, from 1352 px.
  bar: { display: 'flex', flex: 1, gap: vars.space.xxs, overflowX: 'auto', '@media': { [belowNotebookMedia]: { display: 'none' } } },
  // Below 1352 px the tabs take a row of their own under the top bar (which keeps logo, clock and session).
  row: {
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
  },
});

export const tab = style({
  // A tab may be a button (it opens a window, not a route): the same look as the links.
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

export const session = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap' });

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

export const balanceButton = style({
  whiteSpace: 'nowrap',
  border: 'none',
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  padding: vars.space.xs,
  cursor: 'pointer',
});

/** The phone header's icon buttons (menu, points, my page, my info): a 40 px target. */
export const iconButton = style({
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

/** A strip under the phone header (the site's top notice). */
export const noticeStrip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** The strip's one line while its notice is read: the marquee's text size, so the heights match. */
export const noticeStripReserved = style({ fontSize: vars.font.size.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui';

/** Spec: the mobile bottom bar; the page leaves room for it. */
const BOTTOM_BAR_HEIGHT = '60px';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: `0 ${vars.space.lg}`,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const brand = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textDecoration: 'none',
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

export const tabs = style({
  display: 'flex',
  flex: 1,
  gap: vars.space.xxs,
  overflowX: 'auto',
});

export const tab = style({
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
export const nickname = style({ fontWeight: vars.font.weight.bold });
export const money = style({ fontVariantNumeric: 'tabular-nums' });
export const moneyLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const spacer = style({ flex: 1 });

export const mobileMoney = style({
  border: 'none',
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  padding: vars.space.xs,
  cursor: 'pointer',
});

/** Desktop: sport tree, page, member column; the container is at most 1630 px (spec section 9). */
export const body = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr) 340px',
  gap: vars.space.lg,
  maxWidth: '1630px',
  margin: '0 auto',
  padding: vars.space.lg,
  alignItems: 'start',
});

export const sidebar = style({ position: 'sticky', top: '72px' });
export const main = style({ minWidth: 0 });
export const mainArea = style({ minHeight: '100vh' });
export const memberColumn = style({
  position: 'sticky',
  top: '72px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

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

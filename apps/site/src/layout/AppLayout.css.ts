import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '56px',
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
});

export const main = style({
  maxWidth: '1920px',
  margin: '0 auto',
  padding: vars.space.lg,
});

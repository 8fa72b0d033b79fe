import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stale = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.state.cancel}`,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.sunken,
  fontSize: vars.font.size.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

// Not in spec: the partner frame until ui's PartnerFrame replaces it.
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const who = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const link = style({ color: vars.color.text.link });

export const page = style({ padding: vars.space.lg, minHeight: '100vh' });

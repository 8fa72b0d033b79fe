import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlock: vars.space.md });

export const links = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  width: '100%',
  border: 'none',
  cursor: 'pointer',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { outline: `2px solid ${vars.color.accent.fill}`, outlineOffset: '-2px' } },
});

// One button a row: a coupon's label is wider than half the 352 px drawer, and a track would grow past its edge.
export const buttons = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { slipColumnWidth } from '../theme/frame.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${slipColumnWidth}`,
  gap: vars.space.lg,
  alignItems: 'start',
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const intro = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.surface.selected,
      borderColor: vars.color.border.focus,
      color: vars.color.text.primary,
    },
  },
});

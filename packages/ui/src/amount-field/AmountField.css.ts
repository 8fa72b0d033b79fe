import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** The input and its won-sign suffix in one box, outlined when the input has focus. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.sunken,
    selectors: {
      '&:focus-within': { borderColor: vars.color.border.focus },
    },
  },
  variants: {
    state: {
      valid: {},
      invalid: { borderColor: vars.color.danger.onSurface },
      disabled: { opacity: 0.55 },
    },
  },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  padding: 0,
  textAlign: 'right',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The box shows the focus ring, so the input's own outline would be drawn twice.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.text.muted },
  },
});

export const suffix = style({
  flex: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const message = style({
  margin: 0,
  color: vars.color.danger.onSurface,
  fontSize: vars.font.size.sm,
});

export const quickGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
});

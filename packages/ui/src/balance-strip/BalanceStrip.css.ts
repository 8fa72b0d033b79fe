import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const strip = recipe({
  base: { display: 'grid', gap: vars.space.sm, color: vars.color.text.primary },
  variants: {
    variant: {
      // Inside the member panel: the panel frames it.
      panel: {},
      // A row of its own (the wallet page on desktop).
      bar: {
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        padding: vars.space.md,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.subtle}`,
      },
      // The 424 px layout: balances side by side, buttons under them.
      mobile: {
        padding: vars.space.sm,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.subtle}`,
      },
    },
  },
  defaultVariants: { variant: 'panel' },
});

export const balances = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.sunken,
  },
  variants: {
    variant: {
      panel: {},
      bar: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
      mobile: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xs, padding: vars.space.sm },
    },
  },
  defaultVariants: { variant: 'panel' },
});

export const row = recipe({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space.sm,
    fontSize: vars.font.size.md,
  },
  variants: {
    variant: {
      panel: {},
      bar: {},
      // Stacked name over amount, so three fit in 424 px.
      mobile: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, fontSize: vars.font.size.sm, minWidth: 0 },
    },
  },
  defaultVariants: { variant: 'panel' },
});

/** A balance's name. */
export const term = style({ color: vars.color.text.secondary, whiteSpace: 'nowrap' });

export const value = style({ margin: 0, whiteSpace: 'nowrap' });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
});

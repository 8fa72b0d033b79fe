import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fieldBoxRules, fieldBoxStates, fieldInputRules, fieldInputSelectors, fieldLabelRules } from '../internal/fieldRules';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style(fieldLabelRules);

/** The input and its won-sign suffix in one box, outlined when the input has focus. */
export const control = recipe({
  base: {
    ...fieldBoxRules,
  },
  variants: {
    state: fieldBoxStates,
  },
});

export const input = style({
  ...fieldInputRules,
  textAlign: 'right',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  selectors: fieldInputSelectors,
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

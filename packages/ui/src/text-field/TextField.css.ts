import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fieldBoxRules, fieldBoxStates, fieldInputRules, fieldInputSelectors, fieldLabelRules } from '../internal/fieldRules';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style(fieldLabelRules);

export const requiredMark = style({ color: vars.color.danger.onSurface, marginInlineStart: '2px' });

/** The input and its optional suffix in one box, outlined when the input has focus. */
export const control = recipe({
  base: {
    ...fieldBoxRules,
  },
  variants: {
    state: fieldBoxStates,
    // Several lines: the box grows with the textarea and pads it on every side.
    multiline: {
      true: { alignItems: 'stretch', padding: vars.space.sm },
      false: {},
    },
  },
});

export const input = recipe({
  base: {
    ...fieldInputRules,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    selectors: fieldInputSelectors,
  },
  variants: {
    align: {
      start: {},
      // Amounts read right-aligned in tabular figures, as the bet amount does.
      end: { textAlign: 'right', fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' },
    },
  },
});

/** The textarea of TextAreaField: the input's look, resized by height only. */
export const textarea = style([
  input({ align: 'start' }),
  { resize: 'vertical', minHeight: '120px', lineHeight: vars.font.lineHeight.normal, fontFamily: 'inherit' },
]);

export const suffix = style({
  flex: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const message = style({
  margin: 0,
  color: vars.color.danger.onSurface,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

/** The select of SelectField: the input's look, filling the box (the arrow is the browser's). */
export const select = style([
  input({ align: 'start' }),
  { alignSelf: 'stretch', minHeight: '42px', fontFamily: 'inherit', cursor: 'pointer', colorScheme: 'inherit' },
]);

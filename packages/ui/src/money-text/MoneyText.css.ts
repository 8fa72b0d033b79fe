import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Tabular figures so a changing amount never shifts the layout. */
export const money = recipe({
  base: { fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.familyNumeric, whiteSpace: 'nowrap' },
  variants: {
    tone: {
      default: {},
      muted: { color: vars.color.text.secondary },
      win: { color: vars.color.state.win },
      lose: { color: vars.color.state.lose },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { tone: 'default', weight: 'regular' },
});

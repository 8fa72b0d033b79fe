import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

/** The button sits level with the input (under the label). */
export const submit = style({ marginTop: '26px' });

/** The result of the last conversion, under the form. */
export const result = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-result="succeeded"]': { color: vars.color.state.win },
    '&[data-result="failed"]': { color: vars.color.danger.onSurface },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const odds = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  fontFamily: vars.font.familyNumeric,
  whiteSpace: 'nowrap',
});

export const previous = style({
  color: vars.color.text.muted,
  textDecoration: 'line-through',
});

export const current = style({
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-direction="up"]': { color: vars.color.price.up },
    '&[data-direction="down"]': { color: vars.color.price.down },
  },
});

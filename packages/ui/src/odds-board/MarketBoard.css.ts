import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const markets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const market = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const marketName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const betRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.sm,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

// Not in spec: the partner pages' own pieces (the period's sums under a list, the member search).
export const periodTotals = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.md} 0 0`,
  color: vars.color.text.secondary,
});

export const periodTotalsTitle = style({ fontWeight: vars.font.weight.bold });

export const periodTotal = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const periodAmount = style({ margin: 0 });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, margin: `${vars.space.md} 0` });

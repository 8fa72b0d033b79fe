import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const headline = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const figureName = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text.secondary });

export const amount = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-carried]': { color: vars.color.state.lose } },
});

export const carried = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

/** The inputs as a two-column list. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

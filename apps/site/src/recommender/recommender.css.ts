import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

/** The losing card over its inputs, at most a card's width. */
export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '480px' });

/** The inputs as a two-column list. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** The settlement weeks' explanations under the log. */
export const explanations = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0 });

export const explanation = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';
import { raisedFrameRules, toneBadgeRules } from '../theme/surfaces';

/** Cards of at least 200 px, as many a row as fit; two a row on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  // A short card keeps its own height beside the tall rolling card.
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [mobileMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const card = recipe({
  base: {
    ...raisedFrameRules,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.md,
    minWidth: 0,
  },
  variants: { wide: { true: { gridColumn: 'span 2', '@media': { [mobileMedia]: { gridColumn: '1 / -1' } } }, false: {} } },
});

export const cardTitle = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mobileMedia]: { fontSize: vars.font.size.lg } },
});

export const carried = style({ ...toneBadgeRules, padding: `0 ${vars.space.xs}`, fontSize: vars.font.size.xs, color: vars.color.state.lose });

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.xs });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, width: '100%', margin: 0 });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.font.size.sm });

globalStyle(`${line} > dt`, { color: vars.color.text.secondary });
globalStyle(`${line} > dd, ${lines} dd`, { margin: 0 });

export const totalLine = style([line, { paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border.subtle}`, fontWeight: vars.font.weight.bold }]);

export const agents = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xs, width: '100%', margin: 0 });

export const agent = style({ display: 'flex', flexDirection: 'column', fontSize: vars.font.size.sm });

globalStyle(`${agent} > dt`, { color: vars.color.text.muted, fontSize: vars.font.size.xs });
globalStyle(`${agent} > dd`, { margin: 0 });

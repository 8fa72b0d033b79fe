import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';
import { formOutcomeRules } from '../theme/surfaces';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const caption = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });

export const summary = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const grid = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: vars.space.xs });

export const weekday = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, paddingBottom: vars.space.xs });

globalStyle(`${weekday} abbr`, { textDecoration: 'none' });

export const day = style({
  height: '64px',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mobileMedia]: { height: '48px', fontSize: vars.font.size.sm } },
  selectors: {
    '&[data-today="true"]': { outline: `2px solid ${vars.color.accent.fill}`, outlineOffset: '-2px' },
    '&[data-future="true"]': { color: vars.color.text.muted },
  },
});

export const blank = style({ backgroundColor: 'transparent' });

export const mark = style({
  display: 'block',
  marginTop: vars.space.xxs,
  width: 'fit-content',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.fill,
  color: vars.color.accent.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const outcome = style(formOutcomeRules);

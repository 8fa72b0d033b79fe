import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { oneLineTitleRules, ruledAboveRules, tileRules } from '../theme/surfaces';

export const panel = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
  },
  variants: {
    variant: {
      // The desktop side column.
      desktop: { width: '300px' },
      // The mobile drawer fills its width (352 px, or the 424 px layout).
      mobile: { width: '100%', borderRadius: 0, border: 'none' },
    },
  },
  defaultVariants: { variant: 'desktop' },
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const level = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
  letterSpacing: '0.02em',
});

export const nickname = style(oneLineTitleRules);

export const messages = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
  },
});

export const badge = style({
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.fill,
  color: vars.color.danger.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});



/** A balance's or a card's name. */
export const term = style({
  color: vars.color.text.secondary,
});


export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  ...tileRules,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-card="vip"]': { borderColor: vars.color.border.strong },
  },
});

export const cardCount = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const quickActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
});

export const mobileActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  ...ruledAboveRules,
});

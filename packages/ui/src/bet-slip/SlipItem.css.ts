import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { betNameFamilies, vars } from '../theme/contract.css';
import { tileRules } from '../theme/surfaces';

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    ...tileRules,
    backgroundColor: vars.color.surface.raised,
  },
  variants: {
    kind: {
      pick: {},
      bonus: { flexDirection: 'row', alignItems: 'center', backgroundColor: vars.color.surface.selected },
    },
    price: {
      // A price that moved since the pick was added: the row's edge says so as well as the struck price.
      changed: { borderColor: vars.color.border.strong },
      steady: {},
    },
  },
});

export const top = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 auto', minWidth: 0 });

export const market = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const fixture = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const league = style({ color: vars.color.text.muted });

export const bottom = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The bet name in its colour family (1/X/2, over/under…); free text keeps the neutral look. */
export const betName = styleVariants(
  {
    ...Object.fromEntries(betNameFamilies.map((family) => [family, vars.color.betName[family]])),
    none: { fill: vars.color.neutral.fill, text: vars.color.neutral.text },
  } as Record<(typeof betNameFamilies)[number] | 'none', { fill: string; text: string }>,
  (colour) => ({
    display: 'inline-block',
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    backgroundColor: colour.fill,
    color: colour.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const line = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({ marginLeft: 'auto', fontSize: vars.font.size.lg });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '28px',
  height: '28px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const bonusBadge = style({
  flex: 'none',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.fill,
  color: vars.color.accent.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const bonusName = style({ flex: '1 1 auto', fontWeight: vars.font.weight.bold });

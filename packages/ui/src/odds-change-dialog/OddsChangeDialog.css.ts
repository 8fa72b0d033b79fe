import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { tileRules, totalsPanelRules } from '../theme/surfaces';

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** One slip item; a changed price is marked by the row's tint as well as the struck old odds. */
export const row = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: vars.space.sm,
    ...tileRules,
    backgroundColor: vars.color.surface.raised,
  },
  variants: {
    state: {
      changed: { borderColor: vars.color.border.strong, backgroundColor: vars.color.surface.hover },
      steady: {},
    },
  },
});

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const market = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const bet = style({ fontWeight: vars.font.weight.bold });

export const fixture = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const totals = style({ margin: `${vars.space.md} 0 0`, ...totalsPanelRules });

export const totalLabel = style({ color: vars.color.text.secondary });

export const totalValue = style({
  margin: 0,
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const arrow = style({ color: vars.color.text.muted });

/** An <ins> without the browser's underline: the struck old value beside it marks the change. */
export const plain = style({ textDecoration: 'none' });

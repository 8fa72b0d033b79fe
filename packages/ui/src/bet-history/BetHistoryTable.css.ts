import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { tableEmptyRules } from '../internal/tableRules';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
  variants: {
    // The virtualised layout fills the height its parent gives it and scrolls inside.
    virtualized: { true: { height: '100%', minHeight: 0 }, false: {} },
  },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const empty = style(tableEmptyRules);

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  // The virtualiser corrects the offset itself when a measured slip differs from its estimate.
  overflowAnchor: 'none',
  contain: 'content',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const sizer = style({ position: 'relative', width: '100%' });

export const virtualItem = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

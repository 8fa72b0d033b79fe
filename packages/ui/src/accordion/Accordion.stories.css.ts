import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', width: '240px' });

/** The story's plain trigger: text on the page's colours, the open one highlighted. */
export const trigger = style({
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'left',
  selectors: { '&[data-state="open"]': { backgroundColor: vars.color.surface.hover } },
});

export const content = style({ paddingLeft: vars.space.md, color: vars.color.text.secondary });

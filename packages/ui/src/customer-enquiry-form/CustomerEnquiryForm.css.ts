import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The sent request's outcome, kept in the page (a live status) so a screen reader hears it. */
export const outcome = style({
  margin: 0,
  minHeight: '1.5em',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.state.win },
    '&[data-tone="failure"]': { color: vars.color.danger.onSurface },
  },
});

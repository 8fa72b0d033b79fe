import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileMedia } from '../theme/media.css';
import { vars } from '../theme/contract.css';
import { toneBadgeRules } from '../theme/surfaces';
import { visuallyHiddenRules } from '../theme/visuallyHidden';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The toolbar over the list (select all, the count, the buttons) and its refusal line: every selectable list's. */
export { count, notice, toolbar } from '../list-toolbar/listToolbar.css';

export const frame = style({
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@media': { [mobileMedia]: { fontSize: vars.font.size.xs } },
});

export const head = style({ backgroundColor: vars.color.surface.sunken, color: vars.color.text.muted });

globalStyle(`${head} th`, { height: '36px', padding: `0 ${vars.space.sm}`, fontWeight: vars.font.weight.medium, textAlign: 'center' });

export const row = style({
  selectors: { '&[data-state="cancelled"]': { backgroundColor: vars.color.surface.sunken } },
});

globalStyle(`${row} td`, { height: '44px', padding: `0 ${vars.space.sm}`, borderTop: `1px solid ${vars.color.border.subtle}`, textAlign: 'center' });

export const hiddenText = style(visuallyHiddenRules);

export const selectCell = style({ width: '44px' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.familyNumeric, whiteSpace: 'nowrap' });

export const amountCell = style([numeric]);

globalStyle(`${row} td${amountCell}`, { textAlign: 'right' });

/** The processing time: left out on phones to keep the row on one screen width. */
export const processedCell = style({ '@media': { [mobileMedia]: { display: 'none' } } });

export const actionCell = style({ width: '72px' });

export const status = recipe({
  base: {
    ...toneBadgeRules,
    padding: `0 ${vars.space.xs}`,
    fontSize: vars.font.size.xs,
    lineHeight: '18px',
  },
  variants: {
    state: {
      processing: { color: vars.color.state.pending },
      completed: { color: vars.color.state.win },
      cancelled: { color: vars.color.state.cancel },
      error: { color: vars.color.danger.onSurface },
    },
  },
});

/** The checkbox and the empty list are the bet tables' own, so every history list looks alike. */
export { checkbox } from '../third-party-bets/ThirdPartyBetTable.css';
export { empty } from '../bet-history/BetHistoryTable.css';

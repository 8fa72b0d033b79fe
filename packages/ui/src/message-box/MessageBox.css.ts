import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';

export { checkbox } from '../third-party-bets/ThirdPartyBetTable.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export { count, notice, toolbar } from '../list-toolbar/listToolbar.css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
});

export const trigger = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  minHeight: '48px',
  padding: `${vars.space.sm} 0`,
  border: 0,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '@media': { [mobileMedia]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const mark = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-read="false"]': { backgroundColor: vars.color.accent.fill, color: vars.color.accent.text },
    '&[data-read="true"]': { border: `1px solid ${vars.color.border.strong}`, color: vars.color.text.secondary },
  },
});

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-read="false"]': { fontWeight: vars.font.weight.bold } },
});

export const date = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [mobileMedia]: { gridColumn: '2' } },
});

export const content = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px dashed ${vars.color.border.subtle}`,
});

/** The empty box looks like the other member lists' empty state. */
export { empty } from '../bet-history/BetHistoryTable.css';

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';
import { tableFrameRules, tableHeadCellRules } from '../internal/tableRules';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The count and the CSV button over the list: every list toolbar's look. */
export { count, toolbar } from '../list-toolbar/listToolbar.css';

/** The table scrolls sideways inside its frame when the columns outgrow the screen (424 px). */
export const frame = style({ ...tableFrameRules, overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  '@media': { [mobileMedia]: { fontSize: vars.font.size.xs } },
});

export const head = style({ ...tableHeadCellRules, borderTop: 'none', height: '40px', padding: `0 ${vars.space.sm}` });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text.primary } },
});

export const sortMark = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const row = style({ selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } } });

const cellBase = style({ height: '40px', padding: `0 ${vars.space.sm}`, borderTop: `1px solid ${vars.color.border.subtle}` });
const figures = { textAlign: 'right', fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' } as const;

/** Money and counts right-aligned in tabular figures; dates in tabular figures too; text centred. */
export const cell = styleVariants({
  money: [cellBase, figures],
  count: [cellBase, figures],
  date: [cellBase, { textAlign: 'center', fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' }],
  text: [cellBase, { textAlign: 'center' }],
});

export const totalsRow = style({ backgroundColor: vars.color.surface.sunken, fontWeight: vars.font.weight.bold });

// The first column (the row's name: a day, an id) stays in view while the others scroll sideways on a phone.
globalStyle(`${table} :is(th, td):first-child`, { position: 'sticky', insetInlineStart: 0, zIndex: 1, backgroundColor: vars.color.surface.raised });
globalStyle(`${table} thead th:first-child, ${table} ${totalsRow} > :first-child`, { backgroundColor: vars.color.surface.sunken });
globalStyle(`${table} ${row}:hover > :first-child`, { backgroundColor: vars.color.surface.hover });

globalStyle(`${totalsRow} > *`, { borderTop: `2px solid ${vars.color.border.strong}` });

/** The server's sums of the whole period, named, in a line under the list. */
export const periodTotals = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const periodTotalsTitle = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.primary });

export const periodTotalList = style({ display: 'contents' });

export const periodTotal = style({ display: 'flex', gap: vars.space.xs });

globalStyle(`${periodTotal} > dd`, { margin: 0, color: vars.color.text.primary });

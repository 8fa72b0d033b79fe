import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { tableCaptionRules, tableFrameRules, tableHeadCellRules, tableRules } from '../internal/tableRules';

export const body = style({ display: 'grid', gap: vars.space.lg });

export const tableFrame = style({
  overflow: 'hidden',
  ...tableFrameRules,
});

export const table = style(tableRules);

export const caption = style({
  ...tableCaptionRules,
  fontWeight: vars.font.weight.medium,
});

/** The four columns: time, content, amount, held total. */
const columnWidths = { time: '92px', content: undefined, amount: '84px', total: '96px' } as const;
export type HistoryColumn = keyof typeof columnWidths;

export const headCell = styleVariants(columnWidths, (width) => ({
  width,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...tableHeadCellRules,
}));

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
} as const;

export const bodyCell = styleVariants({
  time: { ...cell, textAlign: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: vars.color.text.secondary },
  content: { ...cell, overflowWrap: 'anywhere' },
  amount: { ...cell, textAlign: 'right', whiteSpace: 'nowrap' },
  total: { ...cell, textAlign: 'right', whiteSpace: 'nowrap' },
});

export const emptyCell = style({
  ...cell,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

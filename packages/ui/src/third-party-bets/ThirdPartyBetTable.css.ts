import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileMedia } from '../theme/media.css';
import { vars } from '../theme/contract.css';
import { countTextRules } from '../theme/surfaces';
import { tableEmptyRules } from '../internal/tableRules';
import { visuallyHiddenRules } from '../theme/visuallyHidden';

// Rows have one fixed height per layout, so a virtualised list of 100,000 rows knows every row's
// place without measuring any: texts are cut with an ellipsis instead of wrapping.
/** Row height on desktop, in px. */
export const DESKTOP_ROW_HEIGHT = 44;
/** Row height of the stacked phone card, in px. */
export const MOBILE_ROW_HEIGHT = 96;

const visuallyHidden = visuallyHiddenRules;

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  variants: { virtualized: { true: { height: '100%', minHeight: 0 }, false: {} } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '40px',
});

export const selectAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  cursor: 'pointer',
});

export const selectedCount = style({ marginLeft: 'auto', ...countTextRules });

export const frame = recipe({
  base: {
    backgroundColor: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
  },
  variants: {
    virtualized: {
      true: {
        flex: '1 1 auto',
        minHeight: 0,
        overflowY: 'auto',
        overflowAnchor: 'none',
        contain: 'content',
        selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
      },
      false: {},
    },
  },
});

export const table = style({
  width: '100%',
  // Separate borders: a cell's border is inside its row's fixed height (collapsed borders split it).
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.font.size.sm,
  '@media': { [mobileMedia]: { display: 'block' } },
});

export const head = style({ '@media': { [mobileMedia]: visuallyHidden } });

export type ThirdPartyColumn =
  | 'select'
  | 'provider'
  | 'gameCode'
  | 'date'
  | 'type'
  | 'amount'
  | 'cancelAmount'
  | 'processed';

// Provider and game share what the fixed columns leave (auto widths split it evenly), so a narrow page
// cuts the fixed columns' spare room before it cuts a provider's name.
const columnWidths: Record<ThirdPartyColumn, string | undefined> = {
  select: '48px',
  provider: undefined,
  gameCode: undefined,
  date: '156px',
  type: '88px',
  amount: '112px',
  cancelAmount: '104px',
  processed: '156px',
};

export const headCell = styleVariants(columnWidths, (width) => ({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  width,
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
}));

/** The column header of the checkbox column: named for assistive technology, empty on screen. */
export const hiddenText = style(visuallyHidden);

export const body = style({ '@media': { [mobileMedia]: { display: 'block' } } });

export const row = style({
  height: `${DESKTOP_ROW_HEIGHT}px`,
  selectors: { '&[data-state="cancelled"]': { backgroundColor: vars.color.surface.sunken } },
  '@media': {
    [mobileMedia]: {
      display: 'grid',
      height: `${MOBILE_ROW_HEIGHT}px`,
      overflow: 'hidden',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateRows: 'repeat(4, auto)',
      gridTemplateAreas: `"select provider type" "select gameCode amount" "select date cancelAmount" "select processed processed"`,
      alignContent: 'center',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      padding: `0 ${vars.space.md}`,
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

/** The empty rows standing in for the rows above and below the mounted ones. */
export const spacer = style({ '@media': { [mobileMedia]: { display: 'block' } } });

const numeric = { fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.familyNumeric } as const;

/** On phones an amount or time shows its column's name before it (visual only: `/ ""` keeps it out of the accessible name). */
const labelled = style({
  '@media': {
    [mobileMedia]: {
      selectors: {
        '&::before': {
          content: 'attr(data-label) / ""',
          marginRight: vars.space.xs,
          color: vars.color.text.muted,
        },
      },
    },
  },
});

const labelledColumns: ReadonlySet<ThirdPartyColumn> = new Set(['amount', 'cancelAmount', 'processed']);

const cellBase = style({
  padding: `0 ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [mobileMedia]: { display: 'block', padding: 0, borderTop: 'none', textAlign: 'left', lineHeight: '18px' } },
});

const cellStyles: Record<ThirdPartyColumn, StyleRule> = {
  select: { '@media': { [mobileMedia]: { alignSelf: 'center', overflow: 'visible' } } },
  provider: { fontWeight: vars.font.weight.medium },
  gameCode: { color: vars.color.text.secondary },
  date: { ...numeric, color: vars.color.text.secondary, '@media': { [mobileMedia]: { fontSize: vars.font.size.xs } } },
  type: { '@media': { [mobileMedia]: { textAlign: 'right' } } },
  amount: { ...numeric, '@media': { [mobileMedia]: { textAlign: 'right' } } },
  cancelAmount: { ...numeric, '@media': { [mobileMedia]: { textAlign: 'right', fontSize: vars.font.size.xs } } },
  processed: { ...numeric, color: vars.color.text.secondary, '@media': { [mobileMedia]: { fontSize: vars.font.size.xs } } },
};

export const cell = styleVariants(cellStyles, (rule, column) => [
  cellBase,
  ...(labelledColumns.has(column) ? [labelled] : []),
  rule,
  { '@media': { [mobileMedia]: { gridArea: column } } },
]);

/** The '취소' mark of a cancelled row, in the cancel tone and always as a word. */
export const cancelledMark = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  color: vars.color.state.cancel,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '16px',
});

/** A radix Checkbox drawn without an indicator element: the check is a pseudo-element (one node per row). */
export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  width: '20px',
  height: '20px',
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  verticalAlign: 'middle',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent.fill,
      borderColor: vars.color.accent.fill,
    },
    '&[data-state="checked"]::after': {
      content: '""',
      position: 'absolute',
      left: '5px',
      top: '1px',
      width: '5px',
      height: '10px',
      border: `solid ${vars.color.accent.text}`,
      borderWidth: '0 2px 2px 0',
      transform: 'rotate(45deg)',
    },
    '&[data-state="indeterminate"]::after': {
      content: '""',
      position: 'absolute',
      left: '3px',
      top: '7px',
      width: '10px',
      height: '2px',
      backgroundColor: vars.color.accent.text,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const empty = style(tableEmptyRules);

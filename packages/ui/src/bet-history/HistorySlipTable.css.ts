import { createContainer, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { betNameFamilies, type BetNameFamily } from '@betkit/domain';
import { vars } from '../theme/contract.css';
import { toneBadgeRules } from '../theme/surfaces';
import { tableCaptionRules, tableFrameRules, tableHeadCellRules, tableRules } from '../internal/tableRules';
import { visuallyHiddenRules } from '../theme/visuallyHidden';

// Mobile choice: a phone of 424 px cannot show nine or ten columns side by side, and scrolling each
// slip sideways hides the result and odds behind the fold. So below 768 px each leg row becomes a
// small card (time and league / match / market, bet and line / odds, score and result) while the
// markup stays a table; the column headers stay in the DOM for assistive technology and each number
// gets its header as a visual-only prefix.

const visuallyHidden = visuallyHiddenRules;

// The card layout follows the slip's own width, not the viewport's: a desktop whose page sits between the sport tree,
// the slip and the member column gives the table about 540 px, too narrow for its ten columns.
const slipCard = createContainer();
/** The slip's width below which each leg becomes a card (the phone layout's 767 px). */
const narrow = `${slipCard} (max-width: 767px)`;

/** The slip's card: the rounded frame around its table. */
export const card = style({
  containerName: slipCard,
  containerType: 'inline-size',
  overflow: 'hidden',
  ...tableFrameRules,
});

export const table = style({
  ...tableRules,
  '@container': { [narrow]: { display: 'block', position: 'relative' } },
});

export const caption = style({
  ...tableCaptionRules,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [narrow]: { display: 'block', borderBottom: `1px solid ${vars.color.border.subtle}` } },
});

export const head = style({ '@container': { [narrow]: visuallyHidden } });

/** The columns of a leg table, in the order they appear. */
export type LegColumn =
  | 'startTime'
  | 'league'
  | 'match'
  | 'market'
  | 'betName'
  | 'line'
  | 'odds'
  | 'betTimingScore'
  | 'score'
  | 'result';

// Fixed widths so every slip's columns line up with the next slip's (table-layout: fixed).
const columnWidths: Record<LegColumn, string | undefined> = {
  startTime: '112px',
  league: '15%',
  match: undefined,
  market: '12%',
  betName: '13%',
  line: '64px',
  odds: '64px',
  betTimingScore: '84px',
  score: '72px',
  result: '80px',
};

export const headCell = styleVariants(columnWidths, (width) => ({
  width,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  ...tableHeadCellRules,
}));

export const body = style({ '@container': { [narrow]: { display: 'block' } } });

export const legRow = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: `"startTime league league" "match match match" "market betName line" "odds score result" "odds betTimingScore result"`,
      alignItems: 'center',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md}`,
      selectors: { '&:first-child': { borderTop: 'none' } },
    },
  },
});

const numeric = { fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.familyNumeric } as const;

/** On phones a number shows its column's name before it (visual only: `/ ""` keeps it out of the accessible name). */
const labelled = {
  '@container': {
    [narrow]: {
      selectors: {
        '&::before': {
          content: 'attr(data-label) / ""',
          marginRight: vars.space.xs,
          color: vars.color.text.muted,
          fontSize: vars.font.size.xs,
        },
      },
    },
  },
} as const;

const cellBase = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'center',
  verticalAlign: 'middle',
  color: vars.color.text.primary,
  '@container': { [narrow]: { display: 'block', padding: 0, textAlign: 'left' } },
});

const cellStyles: Record<LegColumn, StyleRule> = {
  startTime: { ...numeric, color: vars.color.text.secondary, '@container': { [narrow]: { fontSize: vars.font.size.xs } } },
  league: {
    color: vars.color.text.secondary,
    '@container': { [narrow]: { fontSize: vars.font.size.xs, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
  match: { fontWeight: vars.font.weight.medium, '@container': { [narrow]: { fontSize: vars.font.size.md } } },
  market: { color: vars.color.text.secondary },
  betName: {},
  line: { ...numeric, ...labelled },
  odds: { ...numeric, fontWeight: vars.font.weight.bold, ...labelled },
  betTimingScore: { ...numeric, ...labelled },
  score: { ...numeric, ...labelled },
  result: { '@container': { [narrow]: { textAlign: 'right' } } },
};

export const cell = styleVariants(cellStyles, (rule, column) => [
  cellBase,
  rule,
  { '@container': { [narrow]: { gridArea: column } } },
]);

/** A bet name in its colour family (1/X/2, over/under…), as on the slip. */
export const betName = recipe({
  base: {
    display: 'inline-block',
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  },
  variants: {
    family: {
      none: {},
      ...(Object.fromEntries(
        betNameFamilies.map((family) => [
          family,
          { backgroundColor: vars.color.betName[family].fill, color: vars.color.betName[family].text },
        ]),
      ) as Record<BetNameFamily, { backgroundColor: string; color: string }>),
    },
  },
  defaultVariants: { family: 'none' },
});

/** A result in its tone; the label is always written out, the colour only repeats it. */
export const result = recipe({
  base: {
    ...toneBadgeRules,
    minWidth: '40px',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    textAlign: 'center',
  },
  variants: {
    tone: {
      won: { color: vars.color.state.win },
      lost: { color: vars.color.state.lose },
      refund: { color: vars.color.state.special },
      cancel: { color: vars.color.state.cancel },
      pending: { color: vars.color.state.pending },
    },
  },
});

export const foot = style({ '@container': { [narrow]: { display: 'block' } } });

export const summaryRow = style({
  borderTop: `1px solid ${vars.color.border.strong}`,
  '@container': { [narrow]: { display: 'block' } },
});

export const summaryCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@container': { [narrow]: { display: 'block' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@container': {
    [narrow]: { display: 'grid', gridTemplateColumns: '1fr 1fr', width: '100%', gap: `${vars.space.xs} ${vars.space.md}` },
  },
});

export const figure = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs });

export const figureName = style({ color: vars.color.text.muted });

export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.bold, ...numeric });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  '@container': { [narrow]: { width: '100%', justifyContent: 'flex-end', marginLeft: 0 } },
});

/** The line beside the cancel button: until when it works, or why it does not. */
export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  ...numeric,
  '@container': { [narrow]: { flex: '1 1 auto' } },
});

import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@betkit/ui';
import { slipColumnWidth, stickyMaxHeight, stickyTop } from '../layout/metrics.css';

// The boards size themselves to the space the layout leaves them (container queries), not to the viewport:
// the same page sits between the sport tree and the member column on desktop and alone on a phone.
const pageContainer = createContainer();
const cardContainer = createContainer();

/** The page's frame: the container the slip column's query reads. */
export const pageFrame = style({ containerName: pageContainer, containerType: 'inline-size' });

/**
 * The narrowest page that still takes the slip beside the board: the desktop layout's page at 768 px is 672 px
 * wide (the tree's rail beside it), which leaves the board 336 px — about a phone's board.
 */
const BOARD_WITH_SLIP_MIN_WIDTH = '640px';

/** A board page: the board, and on desktop routes without the layout's slip, the slip column beside it when there is room. */
export const page = recipe({
  base: { display: 'grid', gap: vars.space.lg, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    slipColumn: {
      true: {
        '@container': { [`${pageContainer} (min-width: ${BOARD_WITH_SLIP_MIN_WIDTH})`]: { gridTemplateColumns: `minmax(0, 1fr) ${slipColumnWidth}` } },
      },
      false: {},
    },
  },
});

export const board = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The slip column stays in view under the top bar while the board scrolls, and scrolls inside when taller than the window. */
export const slipColumn = style({ position: 'sticky', top: stickyTop, maxHeight: stickyMaxHeight, overflowY: 'auto' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const total = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const link = style({
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/** The '즐겨찾기' filter: a pressed toggle. */
export const filterToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.surface.selected,
      borderColor: vars.color.border.focus,
      color: vars.color.text.primary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  containerName: cardContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const league = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const startTime = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-pressed="true"]': { color: vars.color.state.cancel },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});

export const teams = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const home = style({ textAlign: 'right', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const away = style({ textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const versus = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular });

export const score = style({
  minWidth: '64px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.size.xl,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const liveBadge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.danger.fill,
  color: vars.color.danger.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
});

export const clock = style({ color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });

export const markets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A market line: its label beside the buttons on a wide card, above them on a narrow one (phones, notebooks). */
export const marketRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@container': { [`${cardContainer} (min-width: 560px)`]: { gridTemplateColumns: '168px minmax(0, 1fr)', gap: vars.space.sm } },
});

export const marketLabel = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A row's buttons share its width: two (over/under, 1/2) or three (1/X/2) columns. */
export const bets = recipe({
  base: { display: 'grid', gap: vars.space.xs },
  variants: {
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
});

export const moreLines = style({
  alignSelf: 'flex-end',
  minHeight: '28px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const noMarkets = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const errorText = style({ margin: 0, color: vars.color.danger.onSurface, fontWeight: vars.font.weight.bold });

const pulse = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** A placeholder card while the board loads. */
export const skeleton = style({
  height: '148px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  selectors: { '[data-reduce-motion="true"] &': { animation: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const pagination = style({ paddingTop: vars.space.sm });

/** The betting tabs (links): the look of the design system's line tabs. */
export const tabNav = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const tabLink = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  marginBottom: '-1px',
  padding: `0 ${vars.space.lg}`,
  borderBottom: '2px solid transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[aria-current="page"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold, borderBottomColor: vars.color.accent.fill },
  },
});

/** The mobile board's bet-style links: pills above the board. */
export const styleNav = style({ display: 'flex', gap: vars.space.xs });

export const styleLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.surface.selected, borderColor: vars.color.border.focus, color: vars.color.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

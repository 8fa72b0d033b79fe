import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { slipColumnWidth } from '../theme/frame.css';
import { quietButtonRules } from '../theme/surfaces';

// The board pages size themselves to the space the layout leaves them (container queries), not to the viewport:
// the same page sits between the sport tree and the member column on desktop and alone on a phone.
const pageContainer = createContainer();

/** The page's frame: the container the slip column's query reads. */
export const pageFrame = style({ containerName: pageContainer, containerType: 'inline-size' });

/**
 * The narrowest page that still takes the slip beside the board: the desktop layout's page at 768 px is 672 px
 * wide (the tree's rail beside it), which leaves the board 336 px — about a phone's board.
 */
const BOARD_WITH_SLIP_MIN_WIDTH = '640px';

/** A board page: the board, and with a slip column, the slip beside it when there is room. */
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

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });

export const total = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const clearLink = style({ color: vars.color.text.link, fontSize: vars.font.size.sm, textDecoration: 'underline', textUnderlineOffset: '2px' });

/** A pressed toggle on the toolbar (the favourites filter). */
export const filterToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  ...quietButtonRules,
  borderRadius: vars.radius.full,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.surface.selected, borderColor: vars.color.border.focus, color: vars.color.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const pagination = style({ paddingTop: vars.space.sm });

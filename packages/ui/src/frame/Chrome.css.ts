import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { containerMaxWidth, floatingTabRow, memberColumnWidth } from '../theme/frame.css';
import { notebookMedia } from '../theme/media.css';

/** The quick links over the page (desktop). */
export const quickLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  listStyle: 'none',
});

export const quickLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
    '&[aria-current="page"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
  },
});

/**
 * The right floating tab bar (spec 2): a column of shortcuts at the screen's bottom right, beside the container from
 * 1920 px. At notebook widths no margin is left beside the member column: the bar lies under it, as wide as it, in
 * two columns (the column stops above it).
 */
export const floatingTabs = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.35)',
  '@media': {
    [notebookMedia]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridAutoRows: floatingTabRow,
      width: memberColumnWidth,
      // The member column's right edge: the body's padding inside the centred container.
      right: `calc(max(0px, (100% - ${containerMaxWidth}) / 2) + ${vars.space.lg})`,
    },
  },
});

export const floatingTab = style([
  quickLink,
  { justifyContent: 'flex-start', width: '100%', color: vars.color.text.primary },
]);

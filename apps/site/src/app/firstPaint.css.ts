import { globalStyle } from '@vanilla-extract/css';
import { headerHeight, mobileMedia, vars } from '@betkit/ui/theme';

/** The top bar index.html draws before any script runs (vite.config.ts, firstPaintFrame). */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

// Ui's AppHeader and HeaderBrand as a static bar (Header.css.ts): a phone paints the frame as soon as this style
// sheet is in, not after the scripts; React's first render replaces it.
globalStyle(`[${FIRST_PAINT_ATTRIBUTE}]`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: headerHeight,
  padding: `0 ${vars.space.lg}`,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  '@media': { [mobileMedia]: { padding: `0 ${vars.space.sm}` } },
});

// The phone's header opens with the 36 px menu button: the brand keeps its place beside it.
globalStyle(`[${FIRST_PAINT_ATTRIBUTE}]::before`, {
  '@media': { [mobileMedia]: { content: '""', width: '36px', flex: 'none' } },
});

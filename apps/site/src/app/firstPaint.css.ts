import { globalStyle } from '@vanilla-extract/css';
import { headerBarRules, headerBrandRules, mobileMedia, vars } from '@betkit/ui/theme';

// The top bar index.html draws before any script runs (vite.config.ts, firstPaintFrame), from the rules AppHeader and
// HeaderBrand draw with: a phone paints the frame as soon as this style sheet is in; React's first render replaces it.
globalStyle('[data-first-paint]', {
  ...headerBarRules,
  ...headerBrandRules,
  padding: `0 ${vars.space.lg}`,
  // Outside ThemeRoot, which gives its descendants this box model: the bar is as tall as the header, border included.
  boxSizing: 'border-box',
  // The phone's header opens with its 36 px menu button (and the header's small gap): the brand keeps its place.
  '@media': { [mobileMedia]: { paddingLeft: `calc(${vars.space.sm} + 36px + ${vars.space.xs})` } },
});

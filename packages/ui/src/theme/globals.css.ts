import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { textGround } from './ground';

// The opt-in page reset (`@betkit/ui/globals.css`): the page itself in the theme, as the site and Storybook have it.
// Everything inside ThemeRoot and the dialogs already gets its box model, font and focus ring from ThemeRoot.css.ts.

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.surface.base,
  ...textGround,
});

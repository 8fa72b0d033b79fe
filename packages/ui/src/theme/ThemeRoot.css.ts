import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { textGround } from './ground';

/**
 * The library's own ground, scoped to its subtrees (ThemeRoot and the dialogs it portals to `<body>`), so importing
 * the package changes nothing else on a host page. The page-wide reset is opt-in: `@betkit/ui/globals.css`.
 */
export const themeRoot = style({ backgroundColor: vars.color.surface.base, ...textGround });

/** The same ground for portalled content, without a background of its own (the panel paints it). */
export const portalRoot = style(textGround);

// :where() keeps each rule at the specificity the old page-wide rule had, so every component class still wins.
const scopes = [themeRoot, portalRoot].map((scope) => `:where(.${scope})`);
const onScope = (selector: string) => scopes.map((scope) => `${scope}${selector}`);
const inScope = (selector: string) => scopes.map((scope) => `${scope} ${selector}`);
const everyBox = [...scopes, ...inScope('*'), ...inScope('*::before'), ...inScope('*::after')].join(', ');

globalStyle(everyBox, { boxSizing: 'border-box' });
globalStyle(inScope(':is(button, input, select, textarea)').join(', '), { font: 'inherit', color: 'inherit' });
globalStyle([...onScope(':focus-visible'), ...inScope(':focus-visible')].join(', '), {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});
globalStyle(everyBox, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Screens and tests that ask for no motion get none: the roulette and odds flashes included.
globalStyle('[data-reduce-motion="true"] *, [data-reduce-motion="true"] *::before, [data-reduce-motion="true"] *::after', {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
});

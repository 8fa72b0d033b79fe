import { createThemeContract } from '@vanilla-extract/css';

/** Colour families of the spec's bet names (1/X/2, over/under, …): each has a fill and its text. */
const betNameColour = { fill: null, text: null } as const;

/** The one theme contract every style in Betkit reads. Themes fill it; components never hard-code. */
export const vars = createThemeContract({
  color: {
    surface: { base: null, raised: null, sunken: null, overlay: null, hover: null, selected: null },
    text: { primary: null, secondary: null, muted: null, inverse: null, link: null },
    border: { subtle: null, strong: null, focus: null },
    accent: { fill: null, fillHover: null, text: null },
    danger: { fill: null, fillHover: null, text: null, onSurface: null },
    neutral: { fill: null, fillHover: null, text: null },
    backdrop: null,
    state: { win: null, lose: null, pending: null, cancel: null, special: null },
    price: { up: null, down: null },
    betName: {
      home: betNameColour,
      draw: betNameColour,
      away: betNameColour,
      over: betNameColour,
      under: betNameColour,
      odd: betNameColour,
      even: betNameColour,
      big: betNameColour,
      small: betNameColour,
      left: betNameColour,
      center: betNameColour,
      right: betNameColour,
      red: betNameColour,
      blue: betNameColour,
      yellow: betNameColour,
      banker: betNameColour,
      player: betNameColour,
      tie: betNameColour,
      spade: betNameColour,
      heart: betNameColour,
      clover: betNameColour,
      dragon: betNameColour,
      tiger: betNameColour,
    },
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  font: {
    family: null,
    familyNumeric: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { raised: null, overlay: null },
  zIndex: { base: null, sticky: null, header: null, overlay: null, dialog: null, toast: null },
  motion: { fast: null, normal: null },
});

// The families come from the domain's bet-name dictionary, so the theme and the rules share one list.
export { betNameFamilies, type BetNameFamily } from '@betkit/domain';

import type { vars } from './contract.css';

/** The values a theme assigns to the contract. */
export type ThemeTokens = typeof vars extends infer T ? { [K in keyof T]: Tokens<T[K]> } : never;
type Tokens<T> = T extends string ? string : { [K in keyof T]: Tokens<T[K]> };

/** Tokens that do not change between dark and light. */
const shared = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    family:
      "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
    familyNumeric: "'Pretendard Variable', Pretendard, system-ui, sans-serif",
    size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  zIndex: { base: '0', sticky: '10', header: '100', overlay: '1000', dialog: '1001', toast: '1100' },
  motion: { fast: '120ms', normal: '200ms' },
};

/** Dark theme: the site's default. Text pairs are checked for WCAG AA contrast by the stories' axe run. */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    surface: {
      base: '#111318',
      raised: '#1b1e25',
      sunken: '#0b0d10',
      overlay: '#20242c',
      hover: '#262b34',
      selected: '#1f3b63',
    },
    text: { primary: '#f3f4f6', secondary: '#c4c9d2', muted: '#9ba3af', inverse: '#111318', link: '#7cb4ff' },
    border: { subtle: '#2c313b', strong: '#4a5261', focus: '#7cb4ff' },
    accent: { fill: '#2f6fde', fillHover: '#3d7ff0', text: '#ffffff' },
    danger: { fill: '#c8323a', fillHover: '#db434b', text: '#ffffff', onSurface: '#ff8a8f' },
    neutral: { fill: '#2c313b', fillHover: '#394050', text: '#f3f4f6' },
    backdrop: 'rgba(0, 0, 0, 0.64)',
    state: { win: '#5fd38d', lose: '#ff7b7b', pending: '#c4c9d2', cancel: '#ffd24d', special: '#8fc2ff' },
    price: { up: '#ff7b7b', down: '#6fa8ff' },
    betName: {
      home: { fill: '#1d3f73', text: '#d6e6ff' },
      draw: { fill: '#3a3f4a', text: '#eceef2' },
      away: { fill: '#6b1f2a', text: '#ffdfe3' },
      over: { fill: '#6b1f2a', text: '#ffdfe3' },
      under: { fill: '#1d3f73', text: '#d6e6ff' },
      odd: { fill: '#1d3f73', text: '#d6e6ff' },
      even: { fill: '#6b1f2a', text: '#ffdfe3' },
      big: { fill: '#6b1f2a', text: '#ffdfe3' },
      small: { fill: '#1d3f73', text: '#d6e6ff' },
      left: { fill: '#1d3f73', text: '#d6e6ff' },
      center: { fill: '#3a3f4a', text: '#eceef2' },
      right: { fill: '#6b1f2a', text: '#ffdfe3' },
      red: { fill: '#7a1d24', text: '#ffe1e3' },
      blue: { fill: '#173f7d', text: '#dbe8ff' },
      yellow: { fill: '#6b5409', text: '#fff3c4' },
      banker: { fill: '#7a1d24', text: '#ffe1e3' },
      player: { fill: '#173f7d', text: '#dbe8ff' },
      tie: { fill: '#1d5a37', text: '#d9f7e5' },
      spade: { fill: '#2a2f3a', text: '#eceef2' },
      heart: { fill: '#7a1d24', text: '#ffe1e3' },
      clover: { fill: '#1d5a37', text: '#d9f7e5' },
      dragon: { fill: '#7a1d24', text: '#ffe1e3' },
      tiger: { fill: '#6b5409', text: '#fff3c4' },
    },
  },
  shadow: { raised: '0 1px 2px rgba(0, 0, 0, 0.5)', overlay: '0 12px 32px rgba(0, 0, 0, 0.6)' },
};

/** Light theme: the recommender area. */
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    surface: {
      base: '#f5f6f8',
      raised: '#ffffff',
      sunken: '#e9ecf1',
      overlay: '#ffffff',
      hover: '#eef1f5',
      selected: '#dce9ff',
    },
    text: { primary: '#161a21', secondary: '#3d4451', muted: '#5b6372', inverse: '#ffffff', link: '#1d5bc4' },
    border: { subtle: '#d7dce4', strong: '#8b94a3', focus: '#1d5bc4' },
    accent: { fill: '#1d5bc4', fillHover: '#174da8', text: '#ffffff' },
    danger: { fill: '#b3261e', fillHover: '#98201a', text: '#ffffff', onSurface: '#b3261e' },
    neutral: { fill: '#e2e6ec', fillHover: '#d3d9e1', text: '#161a21' },
    backdrop: 'rgba(15, 18, 24, 0.48)',
    state: { win: '#17773f', lose: '#c0262d', pending: '#4d5563', cancel: '#8a6100', special: '#1d5bc4' },
    price: { up: '#c0262d', down: '#1d5bc4' },
    betName: {
      home: { fill: '#dbe8ff', text: '#123a7a' },
      draw: { fill: '#e6e9ee', text: '#262b33' },
      away: { fill: '#ffe1e4', text: '#7d1622' },
      over: { fill: '#ffe1e4', text: '#7d1622' },
      under: { fill: '#dbe8ff', text: '#123a7a' },
      odd: { fill: '#dbe8ff', text: '#123a7a' },
      even: { fill: '#ffe1e4', text: '#7d1622' },
      big: { fill: '#ffe1e4', text: '#7d1622' },
      small: { fill: '#dbe8ff', text: '#123a7a' },
      left: { fill: '#dbe8ff', text: '#123a7a' },
      center: { fill: '#e6e9ee', text: '#262b33' },
      right: { fill: '#ffe1e4', text: '#7d1622' },
      red: { fill: '#ffe1e4', text: '#7d1622' },
      blue: { fill: '#dbe8ff', text: '#123a7a' },
      yellow: { fill: '#fff1c2', text: '#5c4300' },
      banker: { fill: '#ffe1e4', text: '#7d1622' },
      player: { fill: '#dbe8ff', text: '#123a7a' },
      tie: { fill: '#d8f5e3', text: '#0f5130' },
      spade: { fill: '#e6e9ee', text: '#262b33' },
      heart: { fill: '#ffe1e4', text: '#7d1622' },
      clover: { fill: '#d8f5e3', text: '#0f5130' },
      dragon: { fill: '#ffe1e4', text: '#7d1622' },
      tiger: { fill: '#fff1c2', text: '#5c4300' },
    },
  },
  shadow: { raised: '0 1px 2px rgba(15, 18, 24, 0.12)', overlay: '0 12px 32px rgba(15, 18, 24, 0.2)' },
};

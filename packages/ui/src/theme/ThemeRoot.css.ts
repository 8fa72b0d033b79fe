import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
});

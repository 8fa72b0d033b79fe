import { vars } from './contract.css';

/** The text ground of the library's subtrees and of the opt-in page reset: one definition for all three. */
export const textGround = {
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  // Korean words must not break mid-syllable-block on narrow phones.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
} as const;

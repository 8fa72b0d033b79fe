import { globalStyle, style } from '@vanilla-extract/css';
import { darkTheme, darkTokens, lightTheme, vars } from '@betkit/ui/theme';

const PRETENDARD_NAMES = "'Pretendard Variable', Pretendard, ";

/** A theme's family stack without Pretendard: the system's Korean font and the generic family (checked at build). */
function withoutPretendard(stack: string): string {
  if (!stack.startsWith(PRETENDARD_NAMES)) throw new Error(`The theme's font stack no longer starts with Pretendard: ${stack}`);
  return stack.slice(PRETENDARD_NAMES.length);
}

/** On <html> until every Pretendard subset the first screen's text uses is in: the text keeps to the system's font. */
export const systemFontsUntilSwap = style({});

globalStyle(`html.${systemFontsUntilSwap}, html.${systemFontsUntilSwap} :is(.${darkTheme}, .${lightTheme})`, {
  vars: {
    [vars.font.family]: withoutPretendard(darkTokens.font.family),
    [vars.font.familyNumeric]: withoutPretendard(darkTokens.font.familyNumeric),
  },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { darkTheme, darkTokens, lightTheme, vars } from '@betkit/ui/theme';

/** A theme's family stack without Pretendard: the system's Korean font and the generic family. */
const withoutPretendard = (stack: string) => stack.replace("'Pretendard Variable', Pretendard, ", '');

/** On <html> until every Pretendard subset the first screen's text uses is in: the text keeps to the system's font. */
export const systemFontsUntilSwap = style({});

globalStyle(`html.${systemFontsUntilSwap}, html.${systemFontsUntilSwap} :is(.${darkTheme}, .${lightTheme})`, {
  vars: {
    [vars.font.family]: withoutPretendard(darkTokens.font.family),
    [vars.font.familyNumeric]: withoutPretendard(darkTokens.font.familyNumeric),
  },
});

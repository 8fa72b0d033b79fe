import './fonts';
import './ThemeRoot.css';
export { vars, betNameFamilies } from './contract.css';
export type { BetNameFamily } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export {
  belowNotebookMedia,
  desktopMedia,
  fullDesktopMedia,
  mobileMedia,
  notebookMedia,
  notebookUpMedia,
} from './media.css';
export {
  bottomBarHeight,
  containerMaxWidth,
  floatingTabRow,
  floatingTabsHeight,
  headerBarRules,
  headerBrandRules,
  headerHeight,
  memberColumnWidth,
  slipColumnWidth,
  stickyMaxHeight,
  stickyTop,
} from './frame.css';
export { ThemeRoot, themeNames } from './ThemeRoot';
export type { ThemeName, ThemeRootProps } from './ThemeRoot';
export { darkTokens, lightTokens } from './tokens';
export type { ThemeTokens } from './tokens';

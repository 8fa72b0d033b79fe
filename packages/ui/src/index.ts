export {
  ThemeRoot,
  betNameFamilies,
  darkTheme,
  darkTokens,
  lightTheme,
  lightTokens,
  themeNames,
  vars,
} from './theme';
export type { BetNameFamily, ThemeName, ThemeRootProps, ThemeTokens } from './theme';
export { Button, buttonLabels, buttonSizes, buttonVariants } from './button';
export type { ButtonProps } from './button';
export { Dialog, DialogClose, dialogLabels, dialogWidths } from './dialog';
export type { DialogProps, DialogWidth } from './dialog';
export {
  AlertDialog,
  ConfirmDialog,
  GlobalDialogHost,
  alertDialogLabels,
  createGlobalDialogStore,
} from './alert-dialog';
export type {
  AlertDialogProps,
  ConfirmDialogProps,
  GlobalDialogHostProps,
  GlobalDialogRequest,
  GlobalDialogStore,
} from './alert-dialog';
export { Tabs, tabsVariants } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { MoneyText, moneySignPositions, moneyTones } from './money-text';
export type { MoneyTextProps } from './money-text';
export { OddsText, oddsTextLabels } from './odds-text';
export type { OddsTextProps } from './odds-text';

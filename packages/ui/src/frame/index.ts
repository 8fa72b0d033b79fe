export { BottomBar } from './BottomBar';
export type { BottomBarProps } from './BottomBar';
export { AppHeader, DemoBadge, HeaderAccount, HeaderBalance, HeaderBrand, HeaderClock, HeaderEnd, HeaderIconButton, HeaderSession, HeaderSpacer, MenuTabs, NoticeStrip } from './Header';
export type { AppHeaderProps, HeaderAccountProps, HeaderLinkProps, MenuTabsProps } from './Header';
export { BelowNotebook, FrameBody, RailDrawer, SideColumn } from './Layout';
export type { RailDrawerProps, SideColumnProps } from './Layout';
export { SlipColumn } from './SlipColumn';
export type { SlipColumnProps } from './SlipColumn';
export { frameLabels } from './labels';

export { NavTabs } from './NavTabs';
export type { NavTabItem, NavTabLinkProps, NavTabsProps, NavTabsVariant } from './NavTabs';
export { navTabsVariants } from './NavTabs.css';

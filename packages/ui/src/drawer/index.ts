export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { DrawerBanners, DrawerButtons, DrawerNav } from './DrawerSections';

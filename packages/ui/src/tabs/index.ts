export { Tabs, tabsVariants } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';

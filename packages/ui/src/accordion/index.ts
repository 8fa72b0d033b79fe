export { AccordionList, AccordionListItem } from './Accordion';
export type { AccordionListItemProps, AccordionListProps } from './Accordion';

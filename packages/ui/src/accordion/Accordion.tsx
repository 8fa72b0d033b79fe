import type { ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';

export interface AccordionListProps {
  /** The open items' values (controlled). */
  value: string[];
  /** Called with the open items' values after an item opens or closes. */
  onValueChange: (value: string[]) => void;
  /** The list's style class. */
  className?: string;
  /** The items (AccordionListItem). */
  children: ReactNode;
}

/**
 * A list whose items open and close independently (radix Accordion, type 'multiple'), drawn as a `ul`: a tree's
 * branches or a notice list. The wrapper fixes the choices every caller made the same way: several items may be
 * open, each item is an `li` with its trigger button in a header `div`, and closed content is not rendered.
 */
export function AccordionList({ value, onValueChange, className, children }: AccordionListProps) {
  return (
    <RadixAccordion.Root type="multiple" value={value} onValueChange={onValueChange} asChild>
      <ul className={className}>{children}</ul>
    </RadixAccordion.Root>
  );
}

export interface AccordionListItemProps {
  /** The item's value in the list's open values. */
  value: string;
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Shown before the trigger in the header row, outside the button (a row's checkbox). */
  leading?: ReactNode;
  /** The header row's style class (holds `leading` and the trigger). */
  headerClassName?: string;
  /** The trigger button's style class (its open state is `data-state="open"`). */
  triggerClassName?: string;
  /** The content's style class. */
  contentClassName?: string;
  /** Shown while the item is open (rendered only then, so a branch can load on opening). */
  children: ReactNode;
}

/** One item of an AccordionList: a trigger button (aria-expanded) and its content. */
export function AccordionListItem({ value, trigger, leading, headerClassName, triggerClassName, contentClassName, children }: AccordionListItemProps) {
  return (
    <RadixAccordion.Item value={value} asChild>
      <li>
        <RadixAccordion.Header asChild>
          <div className={headerClassName}>
            {leading}
            <RadixAccordion.Trigger className={triggerClassName}>{trigger}</RadixAccordion.Trigger>
          </div>
        </RadixAccordion.Header>
        <RadixAccordion.Content className={contentClassName}>{children}</RadixAccordion.Content>
      </li>
    </RadixAccordion.Item>
  );
}

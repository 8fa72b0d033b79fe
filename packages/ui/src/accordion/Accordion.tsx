import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from 'react';

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

interface OpenItems {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
}

const OpenItemsContext = createContext<OpenItems>({ isOpen: () => false, toggle: () => undefined });

/**
 * A list whose items open and close independently, drawn as a `ul`: a tree's branches or a notice list. The WAI-ARIA
 * accordion pattern on plain buttons (radix Accordion, which it replaced, cost the desktop's first route 8 KB of radix):
 * several items may be open, each item is an `li` with its trigger button in a header `div`, closed content is not
 * rendered, and the arrow keys, Home and End move between the list's own triggers.
 */
export function AccordionList({ value, onValueChange, className, children }: AccordionListProps) {
  const openItems: OpenItems = {
    isOpen: (item) => value.includes(item),
    toggle: (item) => onValueChange(value.includes(item) ? value.filter((open) => open !== item) : [...value, item]),
  };
  return (
    <OpenItemsContext.Provider value={openItems}>
      <ul className={className}>{children}</ul>
    </OpenItemsContext.Provider>
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

/** Marks a list's own triggers, so a nested list's are not among them. */
const triggerAttribute = 'data-accordion-trigger';
const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves the focus to the previous, next, first or last trigger of the list the pressed trigger belongs to. */
function moveBetweenTriggers(event: KeyboardEvent<HTMLButtonElement>) {
  const step = keySteps[event.key];
  const list = event.currentTarget.closest('ul');
  if (!step || !list) return;
  const triggers = Array.from(list.querySelectorAll<HTMLButtonElement>(`:scope > li > div > [${triggerAttribute}]`));
  const index = triggers.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  triggers[step(index, triggers.length)]?.focus();
}

/** One item of an AccordionList: a trigger button (aria-expanded, aria-controls) and its content region. */
export function AccordionListItem({ value, trigger, leading, headerClassName, triggerClassName, contentClassName, children }: AccordionListItemProps) {
  const { isOpen, toggle } = useContext(OpenItemsContext);
  const open = isOpen(value);
  const state = open ? 'open' : 'closed';
  const id = useId();
  const triggerId = `${id}-trigger`;
  const contentId = `${id}-content`;
  return (
    <li data-state={state}>
      <div className={headerClassName} data-state={state}>
        {leading}
        <button
          type="button"
          id={triggerId}
          className={triggerClassName}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          data-state={state}
          {...{ [triggerAttribute]: '' }}
          onClick={() => toggle(value)}
          onKeyDown={moveBetweenTriggers}
        >
          {trigger}
        </button>
      </div>
      {open ? (
        <div role="region" id={contentId} aria-labelledby={triggerId} className={contentClassName} data-state={state}>
          {children}
        </div>
      ) : null}
    </li>
  );
}

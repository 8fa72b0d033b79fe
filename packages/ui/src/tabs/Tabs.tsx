import type { ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import * as styles from './Tabs.css';

/** Looks of the tab list, exported for stories and argTypes. */
export const tabsVariants = ['line', 'pill'] as const;

/** One tab: its value, its visible label and its panel. */
export interface TabItem<Value extends string = string> {
  /** Identifies the tab in `value` and `onValueChange`. */
  value: Value;
  /** The tab's visible label. */
  label: ReactNode;
  /** The panel shown while the tab is active; omit when the caller renders content itself. */
  content?: ReactNode;
  /** The tab cannot be chosen. */
  disabled?: boolean;
}

export interface TabsProps<Value extends string = string> {
  /** The tabs, in order. */
  items: readonly TabItem<Value>[];
  /** Accessible name of the tab list (e.g. '베팅내역'). */
  label: string;
  /** Controlled active tab. */
  value?: Value;
  /** Initially active tab when uncontrolled; defaults to the first. */
  defaultValue?: Value;
  /** Called with the newly chosen tab. */
  onValueChange?: (value: Value) => void;
  /** Underlined tabs, or pills on a sunken track. */
  variant?: (typeof tabsVariants)[number];
  /** Share the row's width equally (mobile dialogs). */
  fullWidth?: boolean;
}

/** Tabs on radix Tabs: arrow keys move between tabs, panels are linked to their tab. */
export function Tabs<Value extends string = string>({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'line',
  fullWidth = false,
}: TabsProps<Value>) {
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange ? (next) => onValueChange(next as Value) : undefined}
      activationMode="manual"
    >
      <TabsPrimitive.List className={styles.list({ variant, fullWidth })} aria-label={label}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger({ variant, fullWidth })}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) =>
        item.content === undefined ? null : (
          <TabsPrimitive.Content key={item.value} value={item.value} className={styles.panel}>
            {item.content}
          </TabsPrimitive.Content>
        ),
      )}
    </TabsPrimitive.Root>
  );
}

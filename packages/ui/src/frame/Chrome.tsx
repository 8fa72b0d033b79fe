import type { ReactNode } from 'react';
import * as styles from './Chrome.css';

export interface ChromeBarProps {
  /** The nav landmark's name. */
  label: string;
  /** Draws the list items (links, or buttons opening dialogs) with the item's class. */
  children: (itemClassName: string) => ReactNode;
}

/** The desktop's quick links: a wrapping row of small links and buttons over the page. */
export function QuickLinkBar({ label, children }: ChromeBarProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.quickLinks}>{children(styles.quickLink)}</ul>
    </nav>
  );
}

/**
 * The desktop's floating tab bar at the screen's bottom right: a column beside the container from 1920 px; at notebook
 * widths it lies under the member column, as wide as it, in two columns.
 */
export function FloatingTabBar({ label, children }: ChromeBarProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.floatingTabs}>{children(styles.floatingTab)}</ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import * as styles from './Chrome.css';

/** One entry of a chrome bar: a route (drawn by the site's router), an outside page (a new tab), or an action. */
export type ChromeItem =
  | { label: string; to: string }
  | { label: string; href: string }
  | {
      label: string;
      onSelect: () => void;
      /** The action opens a dialog (announced to screen readers). */
      dialog?: boolean;
    };

/** What the site's router link receives to draw a route item. */
export interface ChromeLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface ChromeBarProps {
  /** The nav landmark's name. */
  label: string;
  items: readonly ChromeItem[];
  /** Draws a route item with the site's router. */
  renderLink: (link: ChromeLinkProps) => ReactNode;
}

/** The bar's list: each item a router link, a new-tab link (noopener) or a button, with the bar's item class. */
function ChromeList({ items, renderLink, listClassName, className }: Omit<ChromeBarProps, 'label'> & { listClassName: string; className: string }) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.label}>
          {'to' in item ? (
            renderLink({ href: item.to, className, children: item.label })
          ) : 'href' in item ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
              {item.label}
            </a>
          ) : (
            <button type="button" className={className} aria-haspopup={item.dialog ? 'dialog' : undefined} onClick={item.onSelect}>
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The desktop's quick links: a wrapping row of small links and buttons over the page. */
export function QuickLinkBar({ label, ...list }: ChromeBarProps) {
  return (
    <nav aria-label={label}>
      <ChromeList {...list} listClassName={styles.quickLinks} className={styles.quickLink} />
    </nav>
  );
}

/**
 * The desktop's floating tab bar at the screen's bottom right: a column beside the container from 1920 px; at notebook
 * widths it lies under the member column, as wide as it, in two columns.
 */
export function FloatingTabBar({ label, ...list }: ChromeBarProps) {
  return (
    <nav aria-label={label}>
      <ChromeList {...list} listClassName={styles.floatingTabs} className={styles.floatingTab} />
    </nav>
  );
}

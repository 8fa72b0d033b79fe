import { Fragment, type ReactNode } from 'react';
import * as styles from './NavTabs.css';

export type NavTabsVariant = (typeof styles.navTabsVariants)[number];

/** One link of the nav. */
export interface NavTabItem {
  /** Unique within the nav. */
  key: string;
  href: string;
  label: string;
  /** The page shows this link's view (aria-current="page"). */
  current: boolean;
}

/** What the site's router link receives to draw a tab. */
export interface NavTabLinkProps {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export interface NavTabsProps {
  /** The nav landmark's accessible name. */
  label: string;
  items: readonly NavTabItem[];
  /** Line tabs (a board's filters) or pills (the mobile board's styles). */
  variant: NavTabsVariant;
  /** Draws one link with the site's router. */
  renderLink: (link: NavTabLinkProps) => ReactNode;
}

/**
 * Views of one page as links that look like tabs: each view lives in the URL, so it is navigation (shareable,
 * back-button friendly) and needs no tab widget, which also keeps radix Tabs off the first screen.
 */
export function NavTabs({ label, items, variant, renderLink }: NavTabsProps) {
  return (
    <nav aria-label={label} className={styles.nav({ variant })}>
      {items.map((item) => (
        <Fragment key={item.key}>
          {renderLink({ href: item.href, className: styles.link({ variant }), 'aria-current': item.current ? 'page' : undefined, children: item.label })}
        </Fragment>
      ))}
    </nav>
  );
}

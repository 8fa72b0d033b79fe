import type { ReactNode } from 'react';
import * as styles from './DrawerSections.css';

/** A drawer's menu: links two a row (44 px targets), the current page outlined. */
export function DrawerNav({ label, children }: { label: string; children: (linkClassName: string) => ReactNode }) {
  return (
    <nav aria-label={label} className={styles.section}>
      <ul className={styles.links}>{children(styles.link)}</ul>
    </nav>
  );
}

/** A drawer's buttons, one a row (a label wider than half the drawer never grows past its edge). */
export function DrawerButtons({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={`${styles.section} ${styles.buttons}`}>
      {children}
    </div>
  );
}

/** A drawer's banners: full-width outlined links. */
export function DrawerBanners({ label, children }: { label: string; children: (bannerClassName: string) => ReactNode }) {
  return (
    <section aria-label={label} className={styles.section}>
      {children(styles.banner)}
    </section>
  );
}

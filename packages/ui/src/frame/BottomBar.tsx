import type { ReactNode } from 'react';
import * as styles from './BottomBar.css';

export interface BottomBarProps {
  /** The nav landmark's name. */
  label: string;
  /** Draws the five items (spec 2: two buttons, the bet cart, two links) with the item's class. */
  children: (itemClassName: string) => ReactNode;
}

/** The phone's bottom bar, fixed at the screen's foot; the bet cart (third) takes the width its label needs. */
export function BottomBar({ label, children }: BottomBarProps) {
  return (
    <nav aria-label={label} className={styles.bottomBar}>
      {children(styles.item)}
    </nav>
  );
}

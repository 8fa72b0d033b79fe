import { Suspense, type ReactNode } from 'react';
import { frameLabels } from './labels';
import * as styles from './SlipColumn.css';

export interface SlipColumnProps {
  /** The slip panel; it may load in its own chunk (the column waits for it without a fallback). */
  children: ReactNode;
  /** The landmark's name (default '베팅카트'). */
  label?: string;
}

/**
 * The slip's column beside a page on desktop (the layout's pre-match slip, a board's or a game's own): a named
 * landmark, sticky under the top bar, scrolling inside when taller than the window.
 */
export function SlipColumn({ children, label = frameLabels.slipColumn }: SlipColumnProps) {
  return (
    <aside className={styles.slipColumn} aria-label={label}>
      <Suspense fallback={null}>{children}</Suspense>
    </aside>
  );
}

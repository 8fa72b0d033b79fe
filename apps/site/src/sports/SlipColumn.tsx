import { lazy, Suspense } from 'react';
import type { SlipArea } from '@betkit/ui';
import { boardLabels } from './labels';
import * as styles from './Sports.css';

// The slip panel (radix scroll area, amount field, dialogs) loads in its own chunk.
const SlipPanel = lazy(() => import('../betting/SlipPanel'));

/** A board's right-hand slip column on desktop routes where the layout hides its own slip. */
export function SlipColumn({ area }: { area: SlipArea }) {
  return (
    <aside className={styles.slipColumn} aria-label={boardLabels.slipColumn}>
      <Suspense fallback={null}>
        <SlipPanel area={area} />
      </Suspense>
    </aside>
  );
}

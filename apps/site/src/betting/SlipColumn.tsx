import { lazy } from 'react';
import { SlipColumn as Column, type SlipArea } from '@betkit/ui';

// The slip panel (radix scroll area, amount field, dialogs) loads in its own chunk.
const SlipPanel = lazy(() => import('./SlipPanel'));

/** An area's slip in ui's slip column: the layout's pre-match slip, and a board's or a game page's own on desktop. */
export function SlipColumn({ area }: { area: SlipArea }) {
  return (
    <Column>
      <SlipPanel area={area} />
    </Column>
  );
}

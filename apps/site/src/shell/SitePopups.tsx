// A lazy chunk: the popup rules, the layer and the sanitiser download only when the server sent popups.
import type { RefObject } from 'react';
import { PopupLayer } from '@betkit/ui';
import { useCentreColumnArea } from './popupArea';
import { useSitePopups } from './useSitePopups';

interface SitePopupsProps {
  list: unknown;
  /** The desktop layout's centre column (none on a phone): the popups stack inside it. */
  centre: RefObject<HTMLElement | null>;
  /** True where the page brings its own slip beside its board (the layout shows no slip column). */
  pageSlip: boolean;
  /** The last open popup was closed: the page under them shows anew. */
  onAllClosed?: () => void;
}

/** Of the popups the server sent, those to show now over every screen; dismissals are kept in localStorage. */
export default function SitePopups({ list, centre, pageSlip, onAllClosed }: SitePopupsProps) {
  const { popups, dismiss } = useSitePopups(list);
  const area = useCentreColumnArea(centre, pageSlip);
  // Only a closing counts: mounting with none to show changes nothing on the screen (and may come after the fonts).
  const close: typeof dismiss = (position, dismissal) => {
    dismiss(position, dismissal);
    if (popups.length === 1) onAllClosed?.();
  };
  return <PopupLayer popups={popups} onDismiss={close} area={area} />;
}

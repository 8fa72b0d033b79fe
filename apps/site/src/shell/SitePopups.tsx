// A lazy chunk: the popup rules, the layer and the sanitiser download only when the server sent popups.
import { PopupLayer } from '@betkit/ui';
import { useSitePopups } from './useSitePopups';

/** Of the popups the server sent, those to show now over every screen; dismissals are kept in localStorage. */
export default function SitePopups({ list }: { list: unknown }) {
  const { popups, dismiss } = useSitePopups(list);
  return <PopupLayer popups={popups} onDismiss={dismiss} />;
}

import { Link } from 'react-router-dom';
import { bettingTabs, type BettingTab } from '@betkit/domain';
import { bettingTabLabels } from './labels';
import { withTab } from './prematchQuery';
import * as styles from './Sports.css';

/**
 * The betting tabs as links: each tab is a filter of the board kept in the URL (`?tab=`), so it is navigation
 * (shareable, back-button friendly) and needs no tab widget — which also keeps radix Tabs off the first screen.
 */
export function BettingTabNav({ label, current, params, pathname }: { label: string; current: BettingTab; params: URLSearchParams; pathname: string }) {
  return (
    <nav aria-label={label} className={styles.tabNav}>
      {bettingTabs.map((tab) => {
        const search = withTab(params, tab).toString();
        return (
          <Link
            key={tab}
            to={{ pathname, search: search ? `?${search}` : '' }}
            className={styles.tabLink}
            aria-current={tab === current ? 'page' : undefined}
            preventScrollReset
          >
            {bettingTabLabels[tab]}
          </Link>
        );
      })}
    </nav>
  );
}

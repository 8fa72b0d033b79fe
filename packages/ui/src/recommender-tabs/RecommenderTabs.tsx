import type { ReactNode } from 'react';
import { NavTabs, type NavTabLinkProps } from '../nav-tabs/NavTabs';
import { AreaExits } from '../partner-frame/PartnerFrame';
import { ThemeRoot } from '../theme/ThemeRoot';
import { mergeLabels } from '../labels';
import * as styles from './RecommenderTabs.css';
import { recommenderTabLabels, recommenderTabsLabels, type RecommenderPage, type RecommenderTabsLabels } from './labels';

/** What the site's router link receives: a tab (with aria-current) or the back link. */
export type RecommenderLinkProps = Omit<NavTabLinkProps, 'aria-current'> & { 'aria-current'?: 'page' };

export interface RecommenderTabsProps {
  /** The tab shown. */
  current: RecommenderPage;
  /** The recommender's nickname, beside the title. */
  nickname?: string;
  /** Draws a link with the site's router, so ui needs none. */
  renderLink: (link: RecommenderLinkProps) => ReactNode;
  /** Where the tabs live: `${base}/pt` … `${base}/calc`. */
  base?: string;
  /** Where "back to the site" leads. */
  siteHref?: string;
  /** Logs out (the site reloads the page: spec §4). */
  onLogout: () => void;
  /** The tab's page. */
  children: ReactNode;
  /** Overrides of the Korean labels. */
  labels?: RecommenderTabsLabels;
}

/**
 * The recommender area (spec §2: tabs on the light theme): its title and the recommender, the back link and logout,
 * then the five tabs as links (each tab is a route) over the tab's page.
 */
export function RecommenderTabs({ current, nickname, renderLink, base = '/recommender', siteHref = '/', onLogout, children, labels: overrides }: RecommenderTabsProps) {
  const labels = mergeLabels(recommenderTabsLabels, overrides);
  const pages = Object.keys(recommenderTabLabels) as RecommenderPage[];
  return (
    <ThemeRoot theme="light">
      <div className={styles.root}>
        <header className={styles.header}>
          <p className={styles.title}>{labels.title}</p>
          {nickname ? <p className={styles.nickname}>{nickname}</p> : null}
          <AreaExits className={styles.actions} siteHref={siteHref} renderLink={renderLink} onLogout={onLogout} labels={labels} />
        </header>
        <NavTabs
          label={labels.tabs}
          variant="line"
          items={pages.map((page) => ({ key: page, href: `${base}/${page}`, label: labels.tabNames[page], current: page === current }))}
          renderLink={renderLink}
        />
        <main className={styles.page} aria-label={labels.tabNames[current]}>
          {children}
        </main>
      </div>
    </ThemeRoot>
  );
}

import { useState, type ReactNode } from 'react';
import { formatBasisPoints } from '@betkit/domain';
import { Button } from '../button/Button';
import { Drawer } from '../drawer/Drawer';
import { AppHeader } from '../frame/Header';
import { useIsMobile } from '../internal/useMediaQuery';
import { DrawerNav } from '../drawer/DrawerSections';
import { MenuIcon } from '../icons/FrameIcons';
import { mergeLabels, type ResolvedLabels } from '../labels';
import * as styles from './PartnerFrame.css';
import { partnerFrameLabels, partnerMenuLabels, type PartnerFrameLabels, type PartnerPage } from './labels';

/** One entry of the partner menu. */
export interface PartnerMenuItem {
  /** Unique within the menu. */
  key: string;
  label: string;
  href: string;
  /** The page shown is this entry's (aria-current="page"). */
  current: boolean;
}

/** The whole partner menu in order (partnerMenuLabels' words), `current` marked, each page under `base`. */
export function partnerMenuItems(current: PartnerPage | undefined, base = '/partner'): PartnerMenuItem[] {
  return (Object.keys(partnerMenuLabels) as PartnerPage[]).map((page) => ({
    key: page,
    label: partnerMenuLabels[page],
    href: `${base}/${page}`,
    current: page === current,
  }));
}

/** What the site's router link receives to draw a menu entry or the back link. */
export interface PartnerLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
  /** Called as the link is followed: the phone's menu drawer closes. */
  onClick?: () => void;
}

export interface PartnerFrameProps {
  nickname: string;
  /** The contract percent in hundredths of a percent (the domain's contractPercentBasisPoints); undefined when none is set. */
  contractPercentBp: number | undefined;
  /** The menu, in order (partnerMenuLabels has the words). */
  items: readonly PartnerMenuItem[];
  /** Draws a link with the site's router, so ui needs none. */
  renderLink: (link: PartnerLinkProps) => ReactNode;
  /** Where "back to the site" leads. */
  siteHref?: string;
  /** Logs out (the site reloads the page: spec §4). */
  onLogout: () => void;
  /** The page. */
  children: ReactNode;
  /** Overrides of the Korean labels. */
  labels?: PartnerFrameLabels;
}

type Resolved = ResolvedLabels<typeof partnerFrameLabels>;

export interface AreaExitsProps {
  /** The row's (or, `stacked`, the column's) place. */
  className: string;
  siteHref: string;
  renderLink: (link: PartnerLinkProps) => ReactNode;
  onLogout: () => void;
  labels: { backToSite: string; logout: string };
  /** Called as the back link is followed (a drawer closes). */
  onFollow?: () => void;
  /** One above the other, logout the drawer's width. */
  stacked?: boolean;
}

/** The ways out of a partner or recommender area: the link back to the site and logout. */
export function AreaExits({ className, siteHref, renderLink, onLogout, labels, onFollow, stacked = false }: AreaExitsProps) {
  return (
    <div className={className}>
      {renderLink({ href: siteHref, className: styles.backLink, children: labels.backToSite, onClick: onFollow })}
      <Button size={stacked ? 'md' : 'sm'} variant="secondary" fullWidth={stacked} onClick={onLogout}>
        {labels.logout}
      </Button>
    </div>
  );
}

/** The partner's nickname and contract percent. */
function Account({ nickname, contractPercentBp, labels }: { nickname: string; contractPercentBp: number | undefined; labels: Pick<Resolved, 'contractPercent' | 'noContractPercent'> }) {
  return (
    <p className={styles.account}>
      <span className={styles.nickname}>{nickname}</span>
      <span className={styles.percent}>
        {contractPercentBp === undefined ? labels.noContractPercent : labels.contractPercent(formatBasisPoints(contractPercentBp))}
      </span>
    </p>
  );
}

/**
 * The partner area's frame (spec §2): from 768 px a side menu beside the page; on the phone a menu button opening the
 * same menu in a drawer. Both show the partner's nickname and contract percent, a link back to the site and logout.
 */
export function PartnerFrame({ nickname, contractPercentBp, items, renderLink, siteHref = '/', onLogout, children, labels: overrides }: PartnerFrameProps) {
  const labels = mergeLabels(partnerFrameLabels, overrides);
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const menuLinks = (className: string, onClick?: () => void) =>
    items.map((item) => (
      <li key={item.key}>
        {renderLink({ href: item.href, className, 'aria-current': item.current ? 'page' : undefined, children: item.label, onClick })}
      </li>
    ));
  const account = <Account nickname={nickname} contractPercentBp={contractPercentBp} labels={labels} />;
  return (
    <div className={styles.root}>
      {/* The site's top bar: the title, the partner, the back link and logout; on the phone the menu button first. */}
      <AppHeader layout={isMobile ? 'mobile' : 'desktop'}>
        <button type="button" className={styles.menuButton} aria-label={labels.openMenu} aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
        {/* Not a heading: the page's own h1 (PageSection) names the page. */}
        <p className={styles.title}>{labels.title}</p>
        {account}
        <AreaExits className={styles.headerActions} siteHref={siteHref} renderLink={renderLink} onLogout={onLogout} labels={labels} />
      </AppHeader>
      <div className={styles.body}>
        <nav aria-label={labels.menu} className={styles.sideMenu}>
          <ul className={styles.sideLinks}>{menuLinks(styles.sideLink)}</ul>
        </nav>
        <main className={styles.page} aria-label={items.find((item) => item.current)?.label ?? labels.title}>
          {children}
        </main>
      </div>
      <Drawer side="left" title={labels.menu} open={menuOpen} onOpenChange={setMenuOpen}>
        {account}
        <DrawerNav label={labels.menu}>{(className) => menuLinks(className, close)}</DrawerNav>
        <AreaExits className={styles.drawerActions} siteHref={siteHref} renderLink={renderLink} onLogout={onLogout} labels={labels} onFollow={close} stacked />
      </Drawer>
    </div>
  );
}

import { bettingTabs, type BettingTab } from '@betkit/domain';
import { NavTabs, type NavTabLinkProps } from '@betkit/ui';
import { bettingTabLabels } from './labels';
import { withTab } from './prematchQuery';
import { SiteLink } from '../app/routerLinks';

/** A tab keeps the scroll position: it filters the board the member is reading. */
const renderLink = ({ href, children, ...props }: NavTabLinkProps) => (
  <SiteLink to={href} preventScrollReset {...props}>
    {children}
  </SiteLink>
);

/** The betting tabs as links: each tab is a filter of the board kept in the URL (`?tab=`). */
export function BettingTabNav({ label, current, params, pathname }: { label: string; current: BettingTab; params: URLSearchParams; pathname: string }) {
  const items = bettingTabs.map((tab) => {
    const search = withTab(params, tab).toString();
    return { key: tab, href: search ? `${pathname}?${search}` : pathname, label: bettingTabLabels[tab], current: tab === current };
  });
  return <NavTabs label={label} items={items} variant="line" renderLink={renderLink} />;
}

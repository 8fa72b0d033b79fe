import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** Keep the scroll position (a tab bar above the content it switches). */
  preventScrollReset?: boolean;
}

/**
 * A link the router follows without reloading the page, on the hooks react-router offers for custom links. Its own Link
 * also prefetches route modules, which only framework mode has, and every bundle that draws a Link kept that code
 * (remix-run/react-router#14058): 2 KB on the first route.
 */
export function SiteLink({ to, replace, preventScrollReset, target, onClick, ...anchor }: SiteLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

/** Whether a link to `target` names the page at `pathname` or a page under it, as the router's NavLink decides. */
export function isCurrentPath(pathname: string, target: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || !here.startsWith(there)) return false;
  // "/sports" is current under "/sports/…" but not on "/sportsbook"; "/" only on "/" itself.
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here.charAt(slashAt) === '/';
}

/** A SiteLink marked `aria-current="page"` while its page (or one under it) is shown: the frame's menus and tabs. */
export function SiteNavLink({ end, ...props }: SiteLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  return <SiteLink aria-current={isCurrentPath(pathname, target, end) ? 'page' : undefined} {...props} />;
}

/** What a ui component hands the site to draw one of its links with the router: an anchor's props with a path. */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'onClick'> {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A ui `renderLink` drawn with the router, so following it never reloads the page. */
export const renderRouterLink = ({ href, children, ...props }: RouterLinkProps) => (
  <SiteLink to={href} {...props}>
    {children}
  </SiteLink>
);

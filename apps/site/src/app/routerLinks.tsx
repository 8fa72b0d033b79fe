import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What a ui component hands the site to draw one of its links with the router. */
export interface RouterLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
}

/** A ui `renderLink` drawn with the router's Link, so following it never reloads the page. */
export const renderRouterLink = ({ href, children, ...props }: RouterLinkProps) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

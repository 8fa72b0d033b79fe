import type { ReactNode } from 'react';

/** What a pill hands the caller to draw its link (a router link fits). */
export interface PillLinkProps {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

/** A pill link: a sibling game, a league. */
export interface PillLink {
  href: string;
  name: string;
  /** The page the member is on. */
  current: boolean;
}

/** The `<li>` of each link of a PillList or PillGroup row, drawn by `renderLink` with the row's pill class. */
export function PillLinkItems({ links, className, renderLink }: { links: readonly PillLink[]; className: string; renderLink: (link: PillLinkProps) => ReactNode }) {
  return links.map((link) => <li key={link.href}>{renderLink({ href: link.href, className, 'aria-current': link.current ? 'page' : undefined, children: link.name })}</li>);
}

import type { ReactNode } from 'react';
import type { Mock } from 'storybook/test';

/** What a component hands its `renderLink`: the site's router link gets the same. */
export interface StoryLinkProps {
  href: string;
  className?: string;
  /** The current page's link (a menu's). */
  'aria-current'?: 'page';
  children: ReactNode;
  /** Called as the link is followed (a dialog closes). */
  onClick?: () => void;
}

/** A plain link standing in for the site's router link: following it is recorded in `followed`, not navigated. */
export function recordedLink(followed: Mock) {
  return function RecordedLink({ href, className, 'aria-current': current, children, onClick }: StoryLinkProps) {
    return (
      <a
        href={href}
        className={className}
        aria-current={current}
        onClick={(event) => {
          event.preventDefault();
          followed(href);
          onClick?.();
        }}
      >
        {children}
      </a>
    );
  };
}

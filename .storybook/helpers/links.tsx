import type { ReactNode } from 'react';
import type { Mock } from 'storybook/test';

/** What a component hands its `renderLink`: the site's router link gets the same. */
export interface StoryLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Called as the link is followed (a dialog closes). */
  onClick?: () => void;
}

/** A plain link standing in for the site's router link: following it is recorded in `followed`, not navigated. */
export function recordedLink(followed: Mock) {
  return function RecordedLink({ href, className, children, onClick }: StoryLinkProps) {
    return (
      <a
        href={href}
        className={className}
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

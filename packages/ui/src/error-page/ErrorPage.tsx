import { useId, type ReactNode } from 'react';
import { errorPageContent } from '@betkit/domain';
import * as styles from './ErrorPage.css';
import { mergeLabels } from '../labels';
import { errorPageLabels, type ErrorPageLabels } from './labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** What a router link needs to stand in for the plain `<a href>`. */
export interface ErrorPageLinkProps {
  /** Where the link goes. */
  href: string;
  /** The design system's link class. */
  className: string;
  /** The link's text. */
  children: ReactNode;
}

export interface ErrorPageProps {
  /** The HTTP status: 404 says the page was not found, any other says an error occurred. */
  status: number;
  /** The server's message, shown under the heading for statuses other than 404. */
  message?: string;
  /** Where the home link goes; the top page by default. */
  homeHref?: string;
  /** Draws the home link with the app's router (e.g. `(p) => <Link to={p.href} className={p.className}>{p.children}</Link>`). */
  renderLink?: (link: ErrorPageLinkProps) => ReactNode;
  /** Overrides of the Korean labels: `home` (the link's text) and `statusCode` (read before the code). */
  labels?: ErrorPageLabels;
}

/** The error page (betting-core.md sections 2 and 8): the status code, what happened, and a way home. */
export function ErrorPage({
  status,
  message,
  homeHref,
  renderLink,
  labels: overrides,
}: ErrorPageProps) {
  const headingId = useId();
  const content = errorPageContent(status, message);
  const labels = mergeLabels(errorPageLabels, overrides);
  const link: ErrorPageLinkProps = { href: homeHref ?? content.href, className: styles.homeLink, children: labels.home };
  return (
    <section className={styles.page} data-state={status === 404 ? 'not-found' : 'error'} aria-labelledby={headingId}>
      <p className={styles.status}>
        <VisuallyHidden>{labels.statusCode} </VisuallyHidden>
        {content.status}
      </p>
      <h1 id={headingId} className={styles.heading}>
        {content.heading}
      </h1>
      {content.detail === undefined ? null : <p className={styles.detail}>{content.detail}</p>}
      {renderLink ? (
        renderLink(link)
      ) : (
        <a href={link.href} className={link.className}>
          {link.children}
        </a>
      )}
    </section>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ErrorPage, type ErrorPageLinkProps } from '@betkit/ui';
import { errorLabels } from './labels';

const routerLink = ({ href, className, children }: ErrorPageLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** Unknown paths: 404 and a way back to the top page. */
export function NotFoundPage() {
  return <ErrorPage status={404} renderLink={routerLink} />;
}

/** A screen that failed to load or render: its status and message, and the link home. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} renderLink={routerLink} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : errorLabels.unknown} renderLink={routerLink} />;
}

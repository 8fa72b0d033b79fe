import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ErrorPageLinkProps } from '@betkit/ui';
import { errorLabels } from './labels';

// The error page is rare: it loads when first needed, not with every screen.
const ErrorPage = lazy(() => import('./ErrorPageView'));

const routerLink = ({ href, className, children }: ErrorPageLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** Unknown paths: 404 and a way back to the top page. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <ErrorPage status={404} renderLink={routerLink} />
    </Suspense>
  );
}

interface ScreenErrorBoundaryProps {
  /** The current path: moving elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

/** A screen that failed to load (a chunk after a deploy) or to render: 'An error occurred', its message and the link home. */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { error: Error | null; pathname: string }> {
  override state = { error: null as Error | null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(errorLabels.unknown) };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: { error: Error | null; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={<p role="alert">{error.message || errorLabels.unknown}</p>}>
        <ErrorPage status={500} message={error.message || errorLabels.unknown} renderLink={routerLink} />
      </Suspense>
    );
  }
}

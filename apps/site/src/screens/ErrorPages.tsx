import { Component, lazy, Suspense, type ReactNode } from 'react';
import { isServerFault } from '@betkit/api';
import { serverTextOr } from '@betkit/domain';
import { renderRouterLink } from '../app/routerLinks';
import { errorLabels } from './labels';

// The error page is rare: it loads when first needed, not with every screen.
const ErrorPage = lazy(() => import('./ErrorPageView'));

/** Unknown paths: 404 and a way back to the top page. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <ErrorPage status={404} renderLink={renderRouterLink} />
    </Suspense>
  );
}

/** What the error page shows for a caught error: a server fault's status and text; otherwise 500 and a Korean line. */
function errorPageOf(error: Error): { status: number; message: string } {
  if (isServerFault(error)) return { status: error.status, message: serverTextOr(error.message, errorLabels.unknown) };
  // A failed chunk or a render error carries the browser's English text: members read ours instead.
  return { status: 500, message: errorLabels.unknown };
}

interface ScreenErrorBoundaryProps {
  /** The current path: moving elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

/**
 * A screen that failed to load (a chunk after a deploy, a server fault on its data) or to render: the status,
 * 'An error occurred' ('오류가 발생했습니다.'), its message and the link home.
 */
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
    const { status, message } = errorPageOf(error);
    return (
      <Suspense fallback={<p role="alert">{message}</p>}>
        <ErrorPage status={status} message={message} renderLink={renderRouterLink} />
      </Suspense>
    );
  }
}

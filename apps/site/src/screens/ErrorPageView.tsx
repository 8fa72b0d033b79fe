import { ErrorPage, type ErrorPageProps } from '@betkit/ui';

/** The ui error page in its own chunk. */
export default function ErrorPageView(props: ErrorPageProps) {
  return <ErrorPage {...props} />;
}

export { ErrorPage } from './ErrorPage';
export type { ErrorPageLinkProps, ErrorPageProps } from './ErrorPage';
export { errorPageLabels } from './labels';
export type { ErrorPageLabels } from './labels';

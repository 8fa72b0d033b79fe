export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationLabels } from './labels';
export type { PaginationLabels } from './labels';

export { mergeLabels } from './labels';
export type { Labels, ResolvedLabels } from './labels';

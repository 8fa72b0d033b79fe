export { LoadState, loadStates } from './LoadState';
export type { LoadStateKind, LoadStateLayout, LoadStateProps } from './LoadState';
export { loadStateLayouts } from './LoadState.css';
export { loadStateLabels } from './labels';
export type { LoadStateLabels } from './labels';

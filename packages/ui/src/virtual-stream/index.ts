export { VirtualStream, virtualStreamStates } from './VirtualStream';
export type { VirtualStreamProps, VirtualStreamState } from './VirtualStream';
export { virtualStreamLabels } from './labels';
export type { VirtualStreamLabels } from './labels';

export { createDemoHandlers } from './handlers';
export type { DemoBackendOptions, DemoStatus } from './handlers';
export { createDemoStore } from './demo-state';
export type { DemoState, DemoStorage, DemoStore } from './demo-state';

// The public surface of @betkit/mocks: the demo backend's handlers, its named scenarios and its data.
export { createDemoBackend, createDemoHandlers } from './demo-backend';
export type { DemoAccount, DemoBackend, DemoBackendOptions, DemoStatus } from './demo-backend';
export type { DemoRoute } from './backend/http';
export { createScenarios, scenarioNames, scenarios, SERVICE_UNAVAILABLE_TEXT } from './scenarios';
export { DEMO_STATUS_HEADER, demoResponseStatus } from './demo-status';
export type { ScenarioName, ScenarioOptions, Scenarios } from './scenarios';
export { createDemoStore, DEMO_STORAGE_KEY } from './backend/state';
export type { DemoState, DemoStorage, DemoStore } from './backend/state';
export { LIVE_PRICE_STEP_MS, livePrice } from './backend/offers';
export { DEMO_JACKPOT_STEP_MS, DEMO_JACKPOT_STEP_WON, demoJackpot } from './backend/jackpot';
export { createDemoData, createDemoDataInSteps, createRandom } from './fixtures';
export type { DemoData, DemoMember, Random } from './fixtures';
export {
  XSS_PROBE_GLOBAL,
  XSS_PROBE_MESSAGE_PREFIX,
  forbiddenElements,
  installXssProbe,
  schemeOf,
  scriptOrDataUrl,
  urlAttributes,
  xssCorpus,
  xssVectorGroups,
} from './fixtures/xss-corpus';
export type { XssProbe, XssVector, XssVectorGroup } from './fixtures/xss-corpus';

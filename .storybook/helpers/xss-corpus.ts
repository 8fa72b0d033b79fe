// The corpus lives with the demo backend, which also serves it (scenario xssContent); stories reach it here.
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
} from '@betkit/mocks';
export type { XssProbe, XssVector, XssVectorGroup } from '@betkit/mocks';

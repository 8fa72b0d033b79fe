// The named scenarios (and the XSS corpus one of them serves) as a chunk of their own: only QA and the journeys use them,
// so demo mode's first chunk does not carry them (−6.4 KB gzip).
export { createScenarios } from '@betkit/mocks';

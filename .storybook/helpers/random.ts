// The demo data's seeded generator, so story lists and the demo backend share one source of randomness.
export { createRandom, type Random } from '@betkit/mocks';

import type { Options } from 'tsup';

/** The build every published package shares: ESM with .d.ts and source maps for current browsers. */
export const packageBuild: Options = {
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
};

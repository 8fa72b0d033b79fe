// `pnpm chromatic`: uploads the built Storybook to Chromatic for visual review, when a token is set.
import { runPnpm } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.',
      'To publish Storybook to Chromatic:',
      '  1. Create a project at https://www.chromatic.com and copy its project token.',
      '  2. Run: CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
      'The local visual tests (pnpm test:stories) need no token.',
    ].join('\n'),
  );
  process.exit(1);
}
const build = await runPnpm(['run', 'build-storybook']);
if (build !== 0) process.exit(build);
process.exit(await runPnpm(['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']));

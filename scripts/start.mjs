// `npm start`: installs on a fresh clone, builds the site and serves it as a static host would, with the
// security headers (scripts/serve-site.mjs): demo mode by default (no backend needed); real-API mode with
// SITE_API_BASE_URL=URL or `pnpm start --api URL`. PORT picks the port (default 4173).
import { ensureInstalled, root, run, runPnpm } from './lib.mjs';
import { runOnNodeLts } from './node-lts.mjs';

// On an older Node, start runs again under the project's LTS (.node-version).
runOnNodeLts();
await ensureInstalled();
const built = await runPnpm(['--filter', '@betkit/site', 'run', 'build']);
if (built !== 0) process.exit(built);
const code = await run(process.execPath, ['scripts/serve-site.mjs', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, PORT: process.env.PORT ?? '4173' },
});
process.exit(code);

// `npm start`: installs on a fresh clone, builds the site and serves it in demo mode (no backend needed).
import { ensureInstalled, runPnpm } from './lib.mjs';

await ensureInstalled();
const code = await runPnpm(['--filter', '@betkit/site', 'run', 'start'], {
  env: { ...process.env, PORT: process.env.PORT ?? '4173' },
});
process.exit(code);

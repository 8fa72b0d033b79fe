// Builds the bare shell of scripts/lighthouse-shell (React, react-router, SWR, radix Dialog and Tabs) into
// scripts/lighthouse-shell/frozen, the reference `pnpm lighthouse` measures beside the site. Run it only to
// change the reference on purpose: the frozen build is committed so every run compares against the same bytes.
import path from 'node:path';
import { build } from 'vite';
import { root } from './lib.mjs';

const shell = path.join(root, 'scripts/lighthouse-shell');
await build({
  root: shell,
  base: '/',
  logLevel: 'error',
  configFile: false,
  build: { outDir: path.join(shell, 'frozen'), emptyOutDir: true, modulePreload: { polyfill: false } },
});
console.log('built scripts/lighthouse-shell/frozen');

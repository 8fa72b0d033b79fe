// `pnpm bench`: measures what a member's phone downloads. Builds the site and prints each JS/CSS chunk's
// raw and gzip size, split into what every page loads and what only demo mode loads.
// Counts are absolute (bytes), so they need no reference run. Results go to .reports/bench.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, runPnpm } from './lib.mjs';

if ((await runPnpm(['--filter', '@betkit/site', 'run', 'build'], { stdio: 'ignore' })) !== 0) process.exit(1);

const dist = path.join(root, 'apps/site/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = path.join(dist, 'assets');
const rows = readdirSync(assets)
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const bytes = readFileSync(path.join(assets, file));
    return {
      file,
      loadedBy: html.includes(file) ? 'every page' : 'on demand',
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('chunk'.padEnd(36), 'loaded by'.padEnd(12), 'raw'.padStart(10), 'gzip'.padStart(10));
for (const row of rows) console.log(row.file.padEnd(36), row.loadedBy.padEnd(12), kb(row.raw).padStart(10), kb(row.gzip).padStart(10));
const initial = rows.filter((r) => r.loadedBy === 'every page').reduce((sum, r) => sum + r.gzip, 0);
console.log(`initial JS + CSS (gzip): ${kb(initial)}`);
mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(path.join(root, '.reports/bench.json'), JSON.stringify({ initialGzip: initial, rows }, null, 2));

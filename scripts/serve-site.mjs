// Serves the built site (apps/site/dist) as a static host would: `pnpm start` and the e2e journeys use it.
// With --api URL (or SITE_API_BASE_URL) it answers /config.json with that base URL, so the same build runs in
// real-API mode against that backend; without it the site boots in demo mode. Every response carries the
// security headers of scripts/security-headers.mjs (the CSP names the API's origin in real-API mode).
//   node scripts/serve-site.mjs [--port 4173] [--host 127.0.0.1] [--api http://127.0.0.1:4390] [--dir apps/site/dist]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticHandler, root } from './lib.mjs';
import { builtApiBaseUrl, originOf, securityHeaders } from './security-headers.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    api: { type: 'string', default: process.env.SITE_API_BASE_URL },
    dir: { type: 'string', default: path.join(root, 'apps/site/dist') },
  },
});

const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run pnpm build first.`);
  process.exit(1);
}
const apiBaseUrl = values.api?.trim() || undefined;
let apiOrigin;
try {
  // Without --api the build may still name an API (its own config.json, or VITE_API_BASE_URL at build time).
  apiOrigin = originOf(apiBaseUrl ?? builtApiBaseUrl(dir, process.env.VITE_API_BASE_URL));
} catch {
  console.error(`Not a URL: ${apiBaseUrl ?? 'the apiBaseUrl of config.json or VITE_API_BASE_URL'}`);
  process.exit(1);
}
const headers = securityHeaders({ apiOrigin });
const serveStatic = createStaticHandler(dir, { gzip: true, headers });

const server = createServer((request, response) => {
  if (apiBaseUrl && new URL(request.url ?? '/', 'http://localhost').pathname === '/config.json') {
    response.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return response.end(JSON.stringify({ apiBaseUrl }));
  }
  return serveStatic(request, response);
});

server.listen(Number(values.port), values.host, () => {
  const mode = apiBaseUrl ? `real-API mode against ${apiBaseUrl}` : apiOrigin ? `real-API mode against ${apiOrigin} (the build's own setting)` : 'demo mode';
  console.log(`Betkit site on http://${values.host}:${server.address().port} (${mode})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

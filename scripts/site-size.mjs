// `pnpm size`: what the first route of the site really downloads against a real API. Builds the site (the one
// build there is: real-API mode is chosen at runtime by /config.json, and the demo backend is a lazy chunk that a
// configured apiBaseUrl never loads) into .reports/site-build, or with `--dir DIR` measures a build that exists
// (the test command passes apps/site/dist, built by its build layer). Starts the demo backend as an HTTP API
// (packages/mocks: the demo's own data, so the popups, the board and its text load as a member sees them), serves
// the build with a /config.json naming it and the site's security headers, opens `/` in Chromium at 424×900
// (mobile) and 1920×1080 through Playwright, waits for network idle + 2 s, and sums the gzip size (level 9, of the
// files on disk) of every JS and CSS response of the site's origin, and of the stylesheets index.html links or inlines
// (render-blocking: the first paint waits for them; an inline style counts as a CSS file of the first route too).
// Budgets: scripts/size-budgets.json, a ratchet at today's bytes (they may only go down) with DESIGN.md's targets
// (JS 130 KB at 424 px, 150 KB at 1920 px, render-blocking CSS 20 KB) beside them. Time decides nothing: bytes are deterministic.
// Results go to .reports/site-size.json; the exit code is 1 when a budget, the no-mock check, the demo chunk's
// no-cookie-jar check or the render fails.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { parseArgs } from 'node:util';
import { chromiumPath, createStaticHandler, root, runPnpm, startMockServer, stopCleanlyOnSignalOrTimeout } from './lib.mjs';
import { securityHeaders } from './security-headers.mjs';

/** The ratchet: { key: { label, budget, target } } in bytes of gzip. */
const BUDGETS = JSON.parse(readFileSync(path.join(root, 'scripts/size-budgets.json'), 'utf8')).budgets;
/** Demo mode's backend and the rules it reads (the member screens', the partner areas'): as two dozen small chunks they held its first screen back 0.6 s. */
const DEMO_CHUNKS_MAX = 4;
/** A figure this far under its budget should lower the budget (the ratchet only goes down). */
const LOWER_HINT_BYTES = 1024;
const SETTLE_MS = 2_000;
const IDLE_TIMEOUT_MS = 60_000;
const VIEWPORTS = [
  { name: 'mobile', width: 424, height: 900, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1920, height: 1080, isMobile: false, hasTouch: false },
];
/** Strings only the mock backend (MSW and its worker) puts in a chunk. */
const MOCK_MARKERS = ['mockServiceWorker', 'msw'];

const { values: args } = parseArgs({ options: { dir: { type: 'string' } } });
const reports = path.join(root, '.reports');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// ── 1. The build: one that exists (--dir), or a fresh one ──
mkdirSync(reports, { recursive: true });
let outDir;
if (args.dir) {
  outDir = path.resolve(args.dir);
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error(`No built site in ${outDir}: run pnpm build first.`);
    process.exit(1);
  }
  console.log(`▸ measuring the build in ${path.relative(root, outDir)} against the demo backend (config.json) …`);
} else {
  outDir = path.join(reports, 'site-build');
  console.log(`▸ building the site into ${path.relative(root, outDir)}, to measure against the demo backend (config.json) …`);
  rmSync(outDir, { recursive: true, force: true });
  const buildLog = path.join(reports, 'site-build.log');
  const logFd = openSync(buildLog, 'w');
  const buildCode = await runPnpm(['--filter', '@betkit/site', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, VITE_API_BASE_URL: '' },
  });
  closeSync(logFd);
  if (buildCode !== 0) {
    console.error(readFileSync(buildLog, 'utf8'));
    console.error(`vite build failed (log: ${path.relative(root, buildLog)})`);
    process.exit(1);
  }
}

// Every JS/CSS file of the build, with its gzip size.
const files = new Map();
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(js|css)$/.test(entry.name)) {
      const bytes = readFileSync(full);
      files.set('/' + path.relative(outDir, full).split(path.sep).join('/'), {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        text: bytes.toString('utf8'),
      });
    }
  }
})(outDir);

// The stylesheets index.html links and the styles it inlines: the first paint waits for both. An inline style is counted as
// a CSS file of its own (`/index.html#style-N.css`), downloaded with the page by every route.
const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const inlineStyles = [...indexHtml.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css], index) => {
  const bytes = Buffer.from(css);
  return { file: `/index.html#style-${index + 1}.css`, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, onDisk: true };
});
// A disabled link is not fetched (it names an inlined stylesheet for Vite's preload helper: apps/site/vite.config.ts).
const linkedCss = [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
  .filter(([tag]) => !/\sdisabled\b/.test(tag))
  .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
  .filter((href) => href && files.has(href));
const blockingCss = [...linkedCss, ...inlineStyles.map((style) => style.file)];
const blockingCssGzip = linkedCss.reduce((total, file) => total + files.get(file).gzip, 0) + inlineStyles.reduce((total, style) => total + style.gzip, 0);

// ── 2. The demo backend as the API, and a static host with SPA fallback, the security headers and a config.json naming it ──
const mockServer = await startMockServer();
const API_BASE_URL = mockServer.url;
const headers = securityHeaders({ apiOrigin: API_BASE_URL });
const serveStatic = createStaticHandler(outDir, { cache: false, headers });
const server = createServer((request, response) => {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/config.json') return serveStatic(request, response);
  response.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  return response.end(JSON.stringify({ apiBaseUrl: API_BASE_URL }));
});

let browser;
let exitCode = 1;
/** Closes whatever is open; safe to call more than once. */
async function cleanUp() {
  await browser?.close().catch(() => {});
  browser = undefined;
  if (server.listening) await new Promise((resolve) => server.close(resolve));
  await mockServer.stop();
}
stopCleanlyOnSignalOrTimeout('site-size', 5, cleanUp);

try {
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const apiOrigin = new URL(API_BASE_URL).origin;

  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

  /** Opens `/` at one viewport and returns what it loaded. */
  async function measure({ name, width, height, isMobile, hasTouch }) {
    const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      const page = await context.newPage();
      const loaded = new Map();
      const fonts = new Map();
      const apiCalls = [];
      const problems = []; // make the numbers unreliable: fail the run
      const warnings = []; // worth a look, not the size's business
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === apiOrigin && response.request().method() !== 'OPTIONS') apiCalls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
        if (url.origin !== base) return;
        // Fonts are not budgeted; their count and bytes are reported for information.
        if (/\.(woff2?|ttf|otf)$/.test(url.pathname) && response.status() < 400) {
          try {
            fonts.set(url.pathname, statSync(path.join(outDir, url.pathname)).size);
          } catch {
            fonts.set(url.pathname, 0);
          }
        }
        if (!/\.(js|css)$/.test(url.pathname)) return;
        if (response.status() >= 400) problems.push(`${response.status()} ${url.pathname}`);
        else loaded.set(url.pathname, true);
      });
      page.on('pageerror', (error) => warnings.push(`page error: ${error.message.split('\n')[0]}`));
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (url.origin === base && /\.(js|css)$/.test(url.pathname)) problems.push(`failed: ${new URL(request.url()).pathname} (${request.failure()?.errorText})`);
      });

      let idle = true;
      await page.goto(`${base}/`, { waitUntil: 'load', timeout: IDLE_TIMEOUT_MS });
      await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {
        idle = false;
        warnings.push(`network never went idle within ${IDLE_TIMEOUT_MS / 1000} s; measured what had loaded`);
      });
      await page.waitForTimeout(SETTLE_MS);
      const rootChildren = await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0);
      if (rootChildren === 0) problems.push('nothing rendered into #root');

      const chunks = [...[...loaded.keys()].map((file) => ({ file, gzip: files.get(file)?.gzip ?? 0, raw: files.get(file)?.raw ?? 0, onDisk: files.has(file) })), ...inlineStyles]
        .sort((a, b) => b.gzip - a.gzip);
      for (const chunk of chunks) if (!chunk.onDisk) problems.push(`loaded but not in the build: ${chunk.file}`);
      const sum = (ext) => chunks.filter((c) => c.file.endsWith(ext)).reduce((total, c) => total + c.gzip, 0);
      return { viewport: name, width, height, idle, jsGzip: sum('.js'), cssGzip: sum('.css'), chunks, apiCalls: [...new Set(apiCalls)], fonts: { files: fonts.size, bytes: [...fonts.values()].reduce((t, n) => t + n, 0) }, problems, warnings };
    } finally {
      await context.close().catch(() => {});
    }
  }

  const runs = [];
  for (const viewport of VIEWPORTS) {
    console.log(`▸ opening / at ${viewport.width}×${viewport.height} …`);
    runs.push(await measure(viewport));
  }
  await cleanUp();

  // ── 3. Report ──
  const jsGzip = Math.max(...runs.map((r) => r.jsGzip));
  const cssGzip = Math.max(...runs.map((r) => r.cssGzip));
  const loadedAnywhere = new Set(runs.flatMap((r) => r.chunks.map((c) => c.file)));
  const notLoaded = [...files.entries()]
    .filter(([file]) => !loadedAnywhere.has(file))
    .map(([file, { gzip, raw }]) => ({ file, gzip, raw }))
    .sort((a, b) => b.gzip - a.gzip);
  // Mock code: markers in any chunk that loaded (must be none), and for information where the build holds them.
  const markersIn = (file) => MOCK_MARKERS.filter((marker) => files.get(file)?.text.includes(marker));
  const mockInLoaded = [...loadedAnywhere].map((file) => ({ file, markers: markersIn(file) })).filter((m) => m.markers.length);
  const mockInBuild = [...files.keys()].map((file) => ({ file, markers: markersIn(file) })).filter((m) => m.markers.length);
  // Demo mode's chunk (reported, not budgeted: the demo backend grows with the contract) must not carry MSW's cookie jar,
  // which the site's Vite config replaces (apps/site/src/app/demoCookieJar.ts); its sourcemap names what it holds.
  const demoChunks = mockInBuild.filter((m) => m.file.startsWith('/assets/') && m.file.endsWith('.js')).map((m) => m.file);
  const cookieJarIn = demoChunks.filter((file) => {
    const map = path.join(outDir, `${file}.map`);
    return !existsSync(map) || /node_modules\/(?:\.pnpm\/[^"]*\/)?(?:tough-cookie|tldts)[/@]/.test(readFileSync(map, 'utf8'));
  });
  // Nor should it start behind a queue of small chunks: each is a request before demo mode's first screen can read.
  const staticImportsOf = (file) => [...(files.get(file)?.text ?? '').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
  const demoNeeds = new Set(demoChunks);
  for (const file of demoNeeds) for (const imported of staticImportsOf(file)) demoNeeds.add(imported);
  const firstRouteFiles = new Set(runs[0].chunks.map((chunk) => chunk.file));
  const demoExtraChunks = [...demoNeeds].filter((file) => !firstRouteFiles.has(file));
  // The entry runs before React's chunk has arrived (it reads config.json and starts the first screen's reads): React in
  // its static imports would make every member's first reads wait for React's download again.
  const entryScript = readFileSync(path.join(outDir, 'index.html'), 'utf8').match(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/)?.[1];
  const entryNeeds = new Set(entryScript ? [entryScript] : []);
  for (const file of entryNeeds) for (const imported of staticImportsOf(file)) entryNeeds.add(imported);
  // React's production builds link every error to react.dev/errors.
  const reactIn = [...entryNeeds].filter((file) => (files.get(file)?.text ?? '').includes('https://react.dev/errors/'));
  // Nor the named scenarios and their XSS corpus, which only QA and the journeys use (they load on the first `use`).
  const scenariosIn = demoChunks.filter((file) => {
    const map = path.join(outDir, `${file}.map`);
    return !existsSync(map) || /packages\/mocks\/src\/(?:scenarios\.ts|fixtures\/xss-corpus\.ts)"/.test(readFileSync(map, 'utf8'));
  });

  for (const run of runs) {
    console.log(`\n${run.viewport} ${run.width}×${run.height}: JS ${kb(run.jsGzip)}, CSS ${kb(run.cssGzip)} gzip, ${run.chunks.length} files, ${run.apiCalls.length} API calls; fonts (not budgeted): ${run.fonts.files} woff2, ${kb(run.fonts.bytes)}`);
    for (const chunk of run.chunks) console.log(`  ${chunk.file.padEnd(58)} ${kb(chunk.gzip).padStart(9)}`);
    if (run.apiCalls.length) console.log(`  API (the demo backend): ${run.apiCalls.join(', ')}`);
    for (const problem of run.problems) console.log(`  ✗ ${problem}`);
    for (const warning of run.warnings) console.log(`  ! ${warning}`);
  }
  const onlyIn = (a, b) => a.chunks.filter((c) => !b.chunks.some((d) => d.file === c.file)).map((c) => c.file);
  const [mobile, desktop] = runs;
  if (onlyIn(desktop, mobile).length) console.log(`\nonly at desktop: ${onlyIn(desktop, mobile).join(', ')}`);
  if (onlyIn(mobile, desktop).length) console.log(`only at mobile: ${onlyIn(mobile, desktop).join(', ')}`);
  console.log(`\nrender-blocking CSS (linked or inlined by index.html): ${kb(blockingCssGzip)}: ${blockingCss.join(', ')}`);
  console.log(`\nnot loaded by / (lazy), ${notLoaded.length} files, ${kb(notLoaded.reduce((t, c) => t + c.gzip, 0))} gzip:`);
  for (const chunk of notLoaded) console.log(`  ${chunk.file.padEnd(58)} ${kb(chunk.gzip).padStart(9)}`);
  console.log(
    `\nmock markers (${MOCK_MARKERS.join(', ')}) in the build: ${mockInBuild.length ? mockInBuild.map((m) => `${m.file} [${m.markers}]`).join(', ') : 'none'}`,
  );
  console.log(`demo mode's backend chunk (not on a real API's first route): ${demoChunks.map((file) => `${file} ${kb(files.get(file).gzip)}`).join(', ') || 'none'}`);

  // The ratchet: each figure against its budget (pass/fail) and DESIGN.md's target (reported).
  const figures = {
    jsGzip424: mobile.jsGzip,
    jsGzip1920: desktop.jsGzip,
    cssGzip424: mobile.cssGzip,
    cssGzip1920: desktop.cssGzip,
    cssBlockingGzip: blockingCssGzip,
  };
  const budgets = Object.entries(BUDGETS).map(([key, { label, budget, target }]) => {
    const figure = figures[key];
    if (figure === undefined) throw new Error(`scripts/size-budgets.json: unknown budget ${key}`);
    return { key, label, figure, budget, target, ok: figure <= budget, lowerTo: budget - figure > LOWER_HINT_BYTES ? Math.ceil(figure / 102.4) * 102.4 : undefined };
  });
  const checks = [
    { name: 'no mock code loaded against a real API', ok: mockInLoaded.length === 0, detail: mockInLoaded.length ? mockInLoaded.map((m) => `${m.file} [${m.markers}]`).join(', ') : 'none of the loaded chunks holds a marker' },
    { name: "no cookie jar in demo mode's chunk", ok: cookieJarIn.length === 0, detail: cookieJarIn.length ? `tough-cookie or tldts (or no sourcemap) in ${cookieJarIn.join(', ')}` : 'no tough-cookie or tldts' },
    { name: `demo mode's backend in at most ${DEMO_CHUNKS_MAX} chunks beyond the first route's`, ok: demoExtraChunks.length <= DEMO_CHUNKS_MAX, detail: `${demoExtraChunks.length}: ${demoExtraChunks.join(', ')}` },
    { name: 'no React in the entry or its static imports', ok: entryScript !== undefined && reactIn.length === 0, detail: !entryScript ? 'index.html has no module script' : reactIn.length ? `React in ${reactIn.join(', ')}` : `${entryNeeds.size} files: ${[...entryNeeds].join(', ')}` },
    { name: "no scenarios in demo mode's chunk", ok: scenariosIn.length === 0, detail: scenariosIn.length ? `scenarios.ts or the XSS corpus (or no sourcemap) in ${scenariosIn.join(', ')}` : 'they load on the first use' },
    { name: 'the page rendered and nothing failed to load', ok: runs.every((r) => r.problems.length === 0), detail: runs.every((r) => r.problems.length === 0) ? 'ok' : 'see the ✗ lines above' },
  ];
  console.log('\nfirst-route budgets (gzip; the budget is a ratchet that may only go down, the target is DESIGN.md\'s):');
  for (const b of budgets) {
    const toTarget = b.figure <= b.target ? 'target met' : `${kb(b.figure - b.target)} over target`;
    console.log(`${b.ok ? '✓' : '✗'} ${b.label}: ${kb(b.figure)} (${b.figure} B) · budget ${kb(b.budget)} (${b.budget} B) · target ${kb(b.target)} · ${toTarget}${b.ok ? '' : ` · OVER BUDGET by ${kb(b.figure - b.budget)}`}`);
    if (b.lowerTo !== undefined) console.log(`  ↓ ${kb(b.budget - b.figure)} under budget: lower ${b.key}.budget in scripts/size-budgets.json to ${Math.floor(b.lowerTo)} (${kb(b.lowerTo)})`);
  }
  for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);

  mkdirSync(reports, { recursive: true });
  writeFileSync(
    path.join(reports, 'site-size.json'),
    JSON.stringify(
      {
        apiBaseUrl: API_BASE_URL,
        build: path.relative(root, outDir),
        firstRoute: { jsGzip, cssGzip, blockingCssGzip, blockingCss },
        budgets,
        checks,
        passed: budgets.filter((b) => b.ok).length,
        failed: budgets.filter((b) => !b.ok).length + checks.filter((c) => !c.ok).length,
        runs,
        notLoaded,
        mockMarkers: { markers: MOCK_MARKERS, inLoadedChunks: mockInLoaded, inBuild: mockInBuild },
      },
      null,
      2,
    ),
  );
  // The budgets and the no-mock check decide the exit code; so does a page that did not render or lost a chunk (the numbers would be wrong).
  exitCode = budgets.every((b) => b.ok) && checks.every((c) => c.ok) ? 0 : 1;
} catch (error) {
  console.error('site-size failed:', error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

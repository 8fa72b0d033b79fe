// `pnpm perf`: render time, interaction latency, DOM size and tree-shaking of @betkit/ui, measured in
// Chromium through Playwright. These machines are noisy, so every time is a ratio against a frozen
// reference story (1,000 plain rows, packages/ui/src/perf/Reference.stories.tsx) measured in the same run,
// interleaved, with medians and ranges; counts (DOM nodes, bytes, re-renders) are absolute.
// Results go to .reports/perf.json; the exit code is 1 when a target of the issue is missed.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumPath, root, runPnpm } from './lib.mjs';

const SAMPLES = Number(process.env.PERF_SAMPLES ?? 5);
/** A mid-range phone is about four times slower than this machine's core. */
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 4);
const reports = path.join(root, '.reports');
const staticDir = path.join(reports, 'perf-storybook');

// ── 1. A static Storybook holding the perf stories (tagged '!test', so the test run skips them) ──
console.log('▸ building Storybook for the perf stories …');
rmSync(staticDir, { recursive: true, force: true });
// BETKIT_PERF=1: without Storybook's highlight, whose DOM observer would be timed with the slip (.storybook/main.ts).
if ((await runPnpm(['exec', 'storybook', 'build', '--quiet', '-o', staticDir], { stdio: 'ignore', env: { ...process.env, BETKIT_PERF: '1' } })) !== 0) {
  console.error('storybook build failed');
  process.exit(1);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(staticDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(staticDir)) return response.writeHead(403).end();
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** Opens a story in a fresh page at a viewport, with the CPU slowed like a phone's. */
async function openStory(id, { width = 1920, height = 1080 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await loadStory(page, cdp, id);
  return { page, context, cdp };
}

/** (Re)loads a story in a page: waits for its open control and fonts, installs the measuring listeners, slows the CPU. */
async function loadStory(page, cdp, id) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
  await page.waitForSelector('[data-perf="open"]', { timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
  // Click → next paint: a capturing listener notes the click's time; a task queued after the next frame runs after its paint.
  await page.evaluate(() => {
    window.__perf = { paints: [], events: [] };
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__perf.paints.push(performance.now() - start), 0));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__perf.events.push({ name: entry.name, duration: entry.duration, processing: entry.processingEnd - entry.processingStart });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  await page.waitForTimeout(200);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Clicks a control. `paint` is click → next paint as the browser's Event Timing reports it (the longest
 * entry of the interaction, rounded to 8 ms): work a component defers to later frames is not counted,
 * work that delays the next paint is. `longestProcessing` is the handlers' own time.
 */
async function timedClick(page, selector) {
  const before = await page.evaluate(() => window.__perf.paints.length);
  const eventsBefore = await page.evaluate(() => window.__perf.events.length);
  await page.click(selector);
  await page.waitForFunction((n) => window.__perf.paints.length > n, before, { timeout: 60_000 });
  await page.waitForTimeout(100);
  return page.evaluate(
    ({ n, e }) => {
      const entries = window.__perf.events.slice(e);
      const longestEvent = Math.max(0, ...entries.map((entry) => entry.duration));
      return {
        // No entry means the interaction painted within 16 ms; the rAF+task estimate stands in then.
        paint: longestEvent > 0 ? longestEvent : window.__perf.paints[n],
        longestEvent,
        longestProcessing: Math.max(0, ...entries.map((entry) => entry.processing)),
      };
    },
    { n: before, e: eventsBefore },
  );
}

/** DOM nodes in the page. */
const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values), samples: values });

/** A page per story, kept across samples: reloading in the same renderer keeps its glyph cache, as a member's second open would. */
const pages = new Map();
async function storyPage(id, viewport) {
  if (!pages.has(id)) pages.set(id, await openStory(id, viewport));
  return pages.get(id);
}

/** One open-on-click sample of a story: click to next paint, after its content is ready. */
async function openSample(id, viewport) {
  const { page, cdp } = await storyPage(id, viewport);
  await loadStory(page, cdp, id);
  const { paint } = await timedClick(page, '[data-perf="open"]');
  await page.waitForSelector('[data-perf="ready"]', { timeout: 60_000 });
  // A kept page left slowed burns most of a core while the next story is measured: full speed until its next sample.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return paint;
}

const REFERENCE = 'perf-reference--plain-thousand-rows';
const DIALOG_10K = 'perf-bethistorydialog--ten-thousand-slips';
const DIALOG_100K = 'perf-bethistorydialog--hundred-thousand-third-party-rows';
const SLIP_20 = 'perf-betslip--twenty-picks';
const BARE_DIALOG = 'perf-baredialog--one-line';
const NATIVE_DIALOG = 'perf-nativedialog--one-line';

// ── 2. Open times, interleaved: reference, 10,000 slips, 100,000 third-party rows ──
console.log(`▸ open times, ${SAMPLES} interleaved samples, CPU ÷${CPU_SLOWDOWN} …`);
const times = { reference: [], slips10k: [], thirdParty100k: [], bareDialog: [], nativeDialog: [] };
// A first, unrecorded round warms each page (code, fonts' glyphs) the same way for every story.
for (const id of [REFERENCE, DIALOG_10K, DIALOG_100K, BARE_DIALOG, NATIVE_DIALOG]) await openSample(id);
for (let i = 0; i < SAMPLES; i += 1) {
  times.reference.push(await openSample(REFERENCE));
  times.slips10k.push(await openSample(DIALOG_10K));
  times.thirdParty100k.push(await openSample(DIALOG_100K));
  times.bareDialog.push(await openSample(BARE_DIALOG));
  times.nativeDialog.push(await openSample(NATIVE_DIALOG));
}
const reference = median(times.reference);

for (const { context } of pages.values()) await context.close();
pages.clear();

// ── 3. DOM nodes at 424 px while scrolling the whole 10,000-slip list, and delete-all on 100,000 rows ──
console.log('▸ DOM nodes while scrolling at 424 px …');
let maxNodes = 0;
{
  const { page, context } = await openStory(DIALOG_10K, { width: 424, height: 900 });
  await page.click('[data-perf="open"]');
  await page.waitForSelector('[data-perf="ready"]');
  const scroller = '[data-perf="scroller"]';
  const height = await page.$eval(scroller, (element) => element.scrollHeight);
  for (let top = 0; top <= height; top += 2_000) {
    await page.$eval(scroller, (element, y) => element.scrollTo(0, y), top);
    await page.waitForTimeout(16);
    maxNodes = Math.max(maxNodes, await domNodes(page));
  }
  await context.close();
}

console.log('▸ delete-all on 100,000 rows …');
const deleteAll = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const { page, context } = await openStory(DIALOG_100K);
  await page.click('[data-perf="open"]');
  await page.waitForSelector('[data-perf="ready"]');
  await page.click('[data-perf="delete-all"]');
  await page.waitForSelector('[data-perf="confirm"]');
  deleteAll.push((await timedClick(page, '[data-perf="confirm"]')).paint);
  await context.close();
}

// ── 4. The bet slip with 20 picks: adding and changing a pick; re-renders of one price change ──
console.log('▸ bet slip with 20 picks …');
const slipEvents = { add: [], change: [], addProcessing: [], changeProcessing: [] };
{
  const { page, context } = await openStory(SLIP_20);
  await page.click('[data-perf="open"]');
  await page.waitForSelector('[data-perf="ready"]');
  for (let i = 0; i < SAMPLES; i += 1) {
    const add = await timedClick(page, '[data-perf="add-pick"]');
    const change = await timedClick(page, '[data-perf="change-pick"]');
    slipEvents.add.push(add.longestEvent);
    slipEvents.change.push(change.longestEvent);
    slipEvents.addProcessing.push(add.longestProcessing);
    slipEvents.changeProcessing.push(change.longestProcessing);
  }
  await context.close();
}
await browser.close();
server.close();

// ── 5. Tree-shaking: an app importing only OddsChangeDialog against one importing everything ──
console.log('▸ tree-shaking of @betkit/ui …');
if ((await runPnpm(['--filter', '@betkit/domain', '--filter', '@betkit/ui', 'run', 'build'], { stdio: 'ignore' })) !== 0) process.exit(1);
const uiDist = path.join(root, 'packages/ui/dist/index.js');
async function bundledJs(source) {
  const entryDir = path.join(reports, 'perf-treeshake');
  mkdirSync(entryDir, { recursive: true });
  const entry = path.join(entryDir, `entry-${Math.abs(hash(source))}.js`);
  writeFileSync(entry, source);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'out' },
      // Only @betkit/ui's own code is counted: React, radix, the domain and vanilla-extract's runtime are shared by every app.
      rollupOptions: { external: (id) => /^(react|react-dom|radix-ui|@radix-ui|@betkit\/domain|@vanilla-extract|@tanstack|pretendard)/.test(id) || id.endsWith('.css') },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks.filter((chunk) => chunk.type === 'chunk').reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}
function hash(text) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}
const onlyDialog = await bundledJs(`import { OddsChangeDialog } from ${JSON.stringify(uiDist)}; console.log(OddsChangeDialog);`);
const everything = await bundledJs(`import * as ui from ${JSON.stringify(uiDist)}; console.log(ui);`);

// ── Report ──
const ratio = (value) => value / reference;
const results = {
  cpuSlowdown: CPU_SLOWDOWN,
  samples: SAMPLES,
  referenceMs: summary(times.reference),
  historyDialog10kMs: summary(times.slips10k),
  historyDialog10kRatio: ratio(median(times.slips10k)),
  thirdParty100kMs: summary(times.thirdParty100k),
  thirdParty100kOver10k: median(times.thirdParty100k) / median(times.slips10k),
  // Not a target: the base Dialog with one line of text, the floor any modal dialog here starts from.
  bareDialogMs: summary(times.bareDialog),
  bareDialogRatio: ratio(median(times.bareDialog)),
  // Not a target either: the platform <dialog> with the same line, for the radix-or-native decision.
  nativeDialogMs: summary(times.nativeDialog),
  nativeDialogRatio: ratio(median(times.nativeDialog)),
  maxDomNodesScrolling424: maxNodes,
  deleteAll100kMs: summary(deleteAll),
  deleteAll100kRatio: ratio(median(deleteAll)),
  slipAddLongestEventMs: summary(slipEvents.add),
  slipChangeLongestEventMs: summary(slipEvents.change),
  slipAddProcessingMs: summary(slipEvents.addProcessing),
  slipChangeProcessingMs: summary(slipEvents.changeProcessing),
  // React's <Profiler> reports nothing in a production build, so the re-render count is asserted by the
  // BetSlip story 'Perf20Picks' in the test command (dev build): one price change renders that item only.
  treeShake: { oddsChangeDialogOnlyGzip: onlyDialog, wholePackageGzip: everything, share: onlyDialog / everything },
};
const targets = [
  ['history dialog, 10,000 slips: click → paint ≤ 0.2 × reference', results.historyDialog10kRatio <= 0.2, results.historyDialog10kRatio.toFixed(3)],
  ['100,000 third-party rows ≤ 1.5 × the 10,000 figure', results.thirdParty100kOver10k <= 1.5, results.thirdParty100kOver10k.toFixed(2)],
  ['≤ 1,500 DOM nodes at 424 px while scrolling', maxNodes <= 1_500, String(maxNodes)],
  ['delete-all on 100,000 rows < 1 × reference', results.deleteAll100kRatio < 1, results.deleteAll100kRatio.toFixed(3)],
  ['bet slip, 20 picks: longest event entry < 16 ms (add)', Math.max(...slipEvents.add) < 16, `${Math.max(...slipEvents.add).toFixed(1)} ms (0 = no entry ≥ 16 ms)`],
  ['bet slip, 20 picks: longest event entry < 16 ms (change)', Math.max(...slipEvents.change) < 16, `${Math.max(...slipEvents.change).toFixed(1)} ms`],
  ['bet slip, 20 picks: handlers\u2019 processing < 16 ms (add, change)', Math.max(...slipEvents.addProcessing, ...slipEvents.changeProcessing) < 16, `${Math.max(...slipEvents.addProcessing).toFixed(1)} / ${Math.max(...slipEvents.changeProcessing).toFixed(1)} ms (entries of ≥ 16 ms only)`],
  ['only OddsChangeDialog ships < 1/3 of @betkit/ui', results.treeShake.share < 1 / 3, `${(onlyDialog / 1024).toFixed(1)} KB of ${(everything / 1024).toFixed(1)} KB gzip`],
];
console.log(`\nreference (1,000 plain rows): median ${reference.toFixed(1)} ms [${Math.min(...times.reference).toFixed(1)}–${Math.max(...times.reference).toFixed(1)}]`);
console.log(`history dialog 10,000 slips: median ${median(times.slips10k).toFixed(1)} ms [${Math.min(...times.slips10k).toFixed(1)}–${Math.max(...times.slips10k).toFixed(1)}]`);
console.log(`100,000 third-party rows: median ${median(times.thirdParty100k).toFixed(1)} ms [${Math.min(...times.thirdParty100k).toFixed(1)}–${Math.max(...times.thirdParty100k).toFixed(1)}]`);
console.log(`base Dialog with one line (floor, not a target): median ${median(times.bareDialog).toFixed(1)} ms = ${(median(times.bareDialog) / reference).toFixed(3)} × reference`);
console.log(`platform <dialog> with one line (comparison): median ${median(times.nativeDialog).toFixed(1)} ms = ${(median(times.nativeDialog) / reference).toFixed(3)} × reference`);
console.log(`delete-all 100,000: median ${median(deleteAll).toFixed(1)} ms [${Math.min(...deleteAll).toFixed(1)}–${Math.max(...deleteAll).toFixed(1)}]`);
for (const [name, ok, value] of targets) console.log(`${ok ? '✓' : '✗'} ${name}: ${value}`);
mkdirSync(reports, { recursive: true });
writeFileSync(path.join(reports, 'perf.json'), JSON.stringify({ ...results, targets }, null, 2));
process.exit(targets.every(([, ok]) => ok) ? 0 : 1);

// `pnpm lighthouse`: Lighthouse's mobile performance of the site beside a bare shell, in one run. Builds the site
// (or measures the build in `--dir DIR`), serves it gzipped like a host would, and measures four pages, each
// RUNS times (5 by default) in a fresh headless Chromium with the default mobile config (simulated throttling,
// performance only), interleaved so load on the machine falls on all of them alike:
//   - the home page and /inplay in real-API mode (config.json naming the demo backend, packages/mocks, as an HTTP API),
//   - the home page in demo mode (no config.json: the in-browser demo backend and its service worker),
//   - the bare shell in scripts/lighthouse-shell/frozen (React + react-router + SWR + radix Dialog and Tabs; built
//     once by scripts/lighthouse-shell.mjs and kept, so the reference never moves).
// Runs whose benchmarkIndex (Lighthouse's measure of the machine's speed) is more than 30 % off the batch's median
// are dropped; each page's figures are the medians of the runs kept, printed with their ratio to the shell's.
// Report only, no budget: the exit code is 1 only when Lighthouse could not run. Results go to
// .reports/lighthouse.json, each page's median run's HTML report to .reports/lighthouse-<page>.html.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromiumPath, createStaticHandler, createStaticServer, root, runPnpm, startMockServer, stopCleanlyOnSignalOrTimeout } from './lib.mjs';

// chrome-launcher comes with lighthouse; pnpm does not hoist it to the root, so resolve it from there.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A run on a machine this much faster or slower than the batch's median is not comparable: dropped. */
const BENCHMARK_TOLERANCE = 0.3;
const SHELL_DIR = path.join(root, 'scripts/lighthouse-shell/frozen');
const started = Date.now();
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const { values: args } = parseArgs({ options: { dir: { type: 'string' } } });

// ── 1. The build: one that exists (--dir), or a fresh one (the one build serves both modes) ──
let dist;
if (args.dir) {
  dist = path.resolve(args.dir);
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No built site in ${dist}: run pnpm build first.`);
    process.exit(1);
  }
} else {
  dist = path.join(root, 'apps/site/dist');
  console.log('▸ building the site …');
  const buildLog = path.join(reports, 'lighthouse-build.log');
  const logFd = openSync(buildLog, 'w');
  const env = { ...process.env };
  delete env.VITE_API_BASE_URL; // the mode is chosen at runtime by config.json, whatever the shell says
  const buildCode = await runPnpm(['--filter', '@betkit/site', 'run', 'build'], { stdio: ['ignore', logFd, logFd], env });
  closeSync(logFd);
  if (buildCode !== 0) {
    console.error(readFileSync(buildLog, 'utf8'));
    console.error(`site build failed (log: ${path.relative(root, buildLog)})`);
    process.exit(1);
  }
}
if (!existsSync(path.join(SHELL_DIR, 'index.html'))) {
  console.error(`No bare shell in ${path.relative(root, SHELL_DIR)}: run node scripts/lighthouse-shell.mjs.`);
  process.exit(1);
}

// ── 2. Hosts: the site in real-API mode (config.json naming the demo backend), in demo mode, and the shell ──
const mockServer = await startMockServer();
const serveApiSite = createStaticHandler(dist, { gzip: true });
const apiSite = createServer((request, response) => {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/config.json') return serveApiSite(request, response);
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  return response.end(JSON.stringify({ apiBaseUrl: mockServer.url }));
});
const demoSite = createStaticServer(dist, { gzip: true });
const shell = createStaticServer(SHELL_DIR, { gzip: true });
const servers = [apiSite, demoSite, shell];

let chrome;
let exitCode = 1;
async function cleanUp() {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = undefined;
  for (const server of servers) {
    if (!server.listening) continue;
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
  await mockServer.stop();
}
// Twenty runs take about ten minutes on a busy machine; forty means something hangs.
stopCleanlyOnSignalOrTimeout('lighthouse', 40, cleanUp);

const METRICS = [
  ['lcp', 'largest-contentful-paint', 'LCP', 'ms'],
  ['tbt', 'total-blocking-time', 'TBT', 'ms'],
  ['cls', 'cumulative-layout-shift', 'CLS', ''],
  ['fcp', 'first-contentful-paint', 'FCP', 'ms'],
  ['speedIndex', 'speed-index', 'Speed Index', 'ms'],
];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values), samples: values });

try {
  const listen = (server) => new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
  const [apiBase, demoBase, shellBase] = await Promise.all(servers.map(listen));
  const PAGES = [
    { key: 'shell', label: 'bare shell', url: `${shellBase}/` },
    { key: 'apiHome', label: 'home, real API', url: `${apiBase}/` },
    { key: 'apiInplay', label: '/inplay, real API', url: `${apiBase}/inplay` },
    { key: 'demoHome', label: 'home, demo mode', url: `${demoBase}/` },
  ];
  const chromePath = chromiumPath();
  if (chromePath) process.env.CHROME_PATH = chromePath;

  /** One Lighthouse run in a fresh browser (no cache, no service worker left from the run before). */
  async function lighthouseRun(url) {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: process.env.LIGHTHOUSE_LOG ?? 'error',
        onlyCategories: ['performance'],
        maxWaitForLoad: 60_000,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      if (typeof lhr.categories.performance?.score !== 'number') throw new Error(`no performance score (${lhr.runWarnings?.join('; ') || 'no warning'})`);
      return result;
    } finally {
      await chrome?.kill();
      chrome = undefined;
    }
  }

  const runs = [];
  let failedAttempts = 0;
  for (let i = 1; i <= RUNS; i += 1) {
    for (const page of PAGES) {
      let result;
      // A run that Chromium spoils now and then (an interstitial, a lost target) is tried once more.
      for (let attempt = 1; !result; attempt += 1) {
        try {
          result = await lighthouseRun(page.url);
        } catch (error) {
          failedAttempts += 1;
          if (attempt >= 2) throw error;
          console.log(`  ${page.label}: run failed (${error?.message ?? error}); retrying in a fresh browser …`);
        }
      }
      const { lhr } = result;
      const run = { page: page.key, round: i, score: Math.round(lhr.categories.performance.score * 100), benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN, warnings: lhr.runWarnings ?? [] };
      for (const [key, id] of METRICS) run[key] = lhr.audits[id]?.numericValue ?? NaN;
      // Lighthouse 13 names the element in its LCP breakdown insight (the list's node item), no longer in an audit of its own.
      const lcpNode = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
      run.lcpElement = lcpNode ? `${lcpNode.snippet} “${lcpNode.nodeLabel ?? ''}”` : null;
      run.report = result.report;
      runs.push(run);
      console.log(`▸ ${i}/${RUNS} ${page.label.padEnd(18)} score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`);
    }
  }
  await cleanUp();

  // Runs on a machine much faster or slower than the batch's median are not comparable with the rest.
  const batchIndex = median(runs.map((r) => r.benchmarkIndex));
  for (const run of runs) run.kept = Math.abs(run.benchmarkIndex - batchIndex) <= BENCHMARK_TOLERANCE * batchIndex;
  const results = Object.fromEntries(
    PAGES.map((page) => {
      const kept = runs.filter((r) => r.page === page.key && r.kept);
      if (!kept.length) return [page.key, { ...page, kept: 0 }];
      const medianRun = [...kept].sort((a, b) => a.score - b.score)[Math.floor((kept.length - 1) / 2)];
      const reportFile = path.join(reports, `lighthouse-${page.key}.html`);
      writeFileSync(reportFile, Array.isArray(medianRun.report) ? medianRun.report[0] : medianRun.report);
      return [
        page.key,
        {
          ...page,
          kept: kept.length,
          score: summary(kept.map((r) => r.score)),
          metrics: Object.fromEntries(METRICS.map(([key]) => [key, summary(kept.map((r) => r[key]))])),
          lcpElement: medianRun.lcpElement,
          report: path.relative(root, reportFile),
        },
      ];
    }),
  );

  const show = (value, unit) => (unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3));
  const ratio = (value, reference) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : '—');
  const shellResult = results.shell;
  const [load1, load5, load15] = os.loadavg().map((n) => n.toFixed(2));
  console.log(`\nLighthouse mobile (simulated throttling), median of the kept runs of ${RUNS}; batch benchmarkIndex median ${Math.round(batchIndex)} (runs > ${BENCHMARK_TOLERANCE * 100} % off dropped); load average ${load1} ${load5} ${load15}, ${os.cpus().length} cores:`);
  for (const page of PAGES) {
    const r = results[page.key];
    if (!r.kept) {
      console.log(`  ${page.label}: no run kept`);
      continue;
    }
    const vsShell = page.key === 'shell' ? '' : ` (${ratio(r.score.median, shellResult.score?.median)} the shell's)`;
    console.log(`  ${page.label} (${r.kept} runs kept): score ${r.score.median} [${r.score.min}–${r.score.max}]${vsShell}`);
    for (const [key, , label, unit] of METRICS) {
      const m = r.metrics[key];
      const vs = page.key === 'shell' || !shellResult.kept ? '' : ` · ${ratio(m.median, shellResult.metrics[key].median)} the shell's`;
      console.log(`    ${label.padEnd(12)} ${show(m.median, unit).padStart(9)}  [${show(m.min, unit)} – ${show(m.max, unit)}]${vs}`);
    }
    if (r.lcpElement) console.log(`    LCP element (median run): ${r.lcpElement}`);
  }
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const warning of warnings) console.log(`  ! ${warning}`);
  if (failedAttempts) console.log(`  ! ${failedAttempts} attempt(s) failed and were retried`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`(${seconds.toFixed(0)} s; each page's median run's report: .reports/lighthouse-<page>.html)`);

  writeFileSync(
    path.join(reports, 'lighthouse.json'),
    JSON.stringify(
      {
        config: 'lighthouse default (mobile, simulated throttling), performance only',
        runsPerPage: RUNS,
        benchmarkIndex: { median: batchIndex, tolerance: BENCHMARK_TOLERANCE },
        loadAverage: os.loadavg(),
        pages: results,
        runs: runs.map(({ report: _report, ...rest }) => rest),
        warnings,
        failedAttempts,
        seconds,
      },
      null,
      2,
    ),
  );
  exitCode = 0;
} catch (error) {
  console.error('lighthouse failed:', error?.message ?? error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

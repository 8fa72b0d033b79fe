// `pnpm lighthouse`: Lighthouse's mobile performance score of the home page in demo mode. Builds the site
// the normal way (no VITE_API_BASE_URL: the MSW demo backend), serves apps/site/dist like a host would
// (SPA fallback, gzip, /mockServiceWorker.js at the root), and runs Lighthouse's Node API three times, each
// in a fresh headless Chromium, with the default mobile config (simulated throttling), performance only.
// Prints the median score and the median LCP, TBT, CLS, FCP and Speed Index with their ranges. Report only,
// no budget: the exit code is 1 only when Lighthouse could not run. Results go to .reports/lighthouse.json,
// the median run's HTML report to .reports/lighthouse.html.
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromiumPath, createStaticServer, root, runPnpm } from './lib.mjs';

// chrome-launcher comes with lighthouse; pnpm does not hoist it to the root, so resolve it from there.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const started = Date.now();
const reports = path.join(root, '.reports');
const dist = path.join(root, 'apps/site/dist');
mkdirSync(reports, { recursive: true });

// ── 1. The demo build ──
console.log('▸ building the site in demo mode …');
const buildLog = path.join(reports, 'lighthouse-build.log');
const logFd = openSync(buildLog, 'w');
const env = { ...process.env };
delete env.VITE_API_BASE_URL; // demo mode, whatever the shell says
const buildCode = await runPnpm(['--filter', '@betkit/site', 'run', 'build'], { stdio: ['ignore', logFd, logFd], env });
closeSync(logFd);
if (buildCode !== 0) {
  console.error(readFileSync(buildLog, 'utf8'));
  console.error(`site build failed (log: ${path.relative(root, buildLog)})`);
  process.exit(1);
}

// ── 2. A static host: SPA fallback, gzip for text (as any real host does, and Lighthouse's timings depend on transfer sizes) ──
const server = createStaticServer(dist, { gzip: true });

let chrome;
let exitCode = 1;
async function cleanUp() {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = undefined;
  if (server.listening) {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}
// A hard stop: three runs take about a minute; ten minutes means something hangs.
const watchdog = setTimeout(async () => {
  console.error('lighthouse: gave up after 10 minutes');
  await cleanUp();
  process.exit(1);
}, 10 * 60_000);
watchdog.unref();

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
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const chromePath = chromiumPath();
  if (chromePath) process.env.CHROME_PATH = chromePath;

  /** One Lighthouse run in a fresh browser (no cache, no service worker left from the run before). */
  async function lighthouseRun() {
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
    console.log(`▸ Lighthouse run ${i}/${RUNS} (mobile, performance) …`);
    let result;
    // A run that Chromium spoils now and then (an interstitial, a lost target) is tried once more.
    for (let attempt = 1; !result; attempt += 1) {
      try {
        result = await lighthouseRun();
      } catch (error) {
        failedAttempts += 1;
        if (attempt >= 2) throw error;
        console.log(`  run failed (${error?.message ?? error}); retrying in a fresh browser …`);
      }
    }
    const { lhr } = result;
    const run = { score: Math.round(lhr.categories.performance.score * 100), warnings: lhr.runWarnings ?? [] };
    for (const [key, id] of METRICS) run[key] = lhr.audits[id]?.numericValue ?? NaN;
    // What the run says to fix first (estimated LCP/FCP/TBT savings, largest first).
    run.opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.id !== 'largest-contentful-paint-element' && (audit.score ?? 1) < 1)
      .filter((audit) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) + (audit.metricSavings?.TBT ?? 0) > 0)
      .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '', savings: audit.metricSavings }))
      .sort((a, b) => (b.savings.LCP ?? 0) + (b.savings.TBT ?? 0) - (a.savings.LCP ?? 0) - (a.savings.TBT ?? 0))
      .slice(0, 5);
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    run.lcpElement = lcpNode ? `${lcpNode.snippet} “${lcpNode.nodeLabel ?? ''}”` : null;
    run.report = result.report;
    runs.push(run);
    console.log(`  score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
  }
  await cleanUp();

  const scores = summary(runs.map((r) => r.score));
  const metrics = Object.fromEntries(METRICS.map(([key]) => [key, summary(runs.map((r) => r[key]))]));
  // The run whose score is the median stands for the set (its HTML report and its opportunities).
  const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
  writeFileSync(path.join(reports, 'lighthouse.html'), Array.isArray(medianRun.report) ? medianRun.report[0] : medianRun.report);

  const show = (value, unit) => (unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3));
  console.log(`\nLighthouse ${RUNS}× mobile (simulated throttling), ${url} in demo mode:`);
  console.log(`  performance score  median ${scores.median}  [${scores.min}–${scores.max}]`);
  for (const [key, , label, unit] of METRICS) {
    const m = metrics[key];
    console.log(`  ${label.padEnd(17)}  median ${show(m.median, unit)}  [${show(m.min, unit)} – ${show(m.max, unit)}]`);
  }
  if (medianRun.lcpElement) console.log(`  LCP element (median run): ${medianRun.lcpElement}`);
  if (medianRun.opportunities.length) {
    console.log('  top opportunities (median run):');
    for (const o of medianRun.opportunities) console.log(`    - ${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}`);
  }
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const warning of warnings) console.log(`  ! ${warning}`);
  if (failedAttempts) console.log(`  ! ${failedAttempts} attempt(s) failed and were retried`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`(${seconds.toFixed(0)} s; median run's report: .reports/lighthouse.html)`);

  writeFileSync(
    path.join(reports, 'lighthouse.json'),
    JSON.stringify(
      {
        url,
        mode: 'demo',
        config: 'lighthouse default (mobile, simulated throttling), performance only',
        runs: runs.map(({ report: _report, ...rest }) => rest),
        score: scores,
        metrics,
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

// `pnpm inplay-poll`: what /inplay's polling costs a cheap phone. Serves the built site (or `--dir DIR`) in real-API
// mode against the demo backend, opens /inplay at 424 px, waits for the first screen and the web font to settle, then
// throttles the CPU 4x and watches `--seconds` (30) of idle polling: the longest frame, every long task (> 50 ms) and
// the layout shift. `--scale N` repeats the live board's fixtures N times under new ids (12 → 144 with 12), so a poll
// carries N times the fixtures and the price moves; `--scale 1,12` watches both in one run and prints their ratio.
// `--move N` moves every Nth price on every poll (the same bets each time), `--cpu R` sets the slowdown, and `--phases`
// traces the watch and prints the main thread's script, style, layout and paint time per poll. Report only: the exit
// code is 1 only when the page could not be measured.
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumPath, createStaticHandler, root, startMockServer } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'apps/site/dist' },
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '30' },
    move: { type: 'string', default: '0' },
    cpu: { type: 'string', default: '4' },
    phases: { type: 'boolean', default: false },
  },
});
/** `--move N`: every Nth price moves on every poll, up then down, so runs compare (the demo backend moves a random few). */
const moveEvery = Math.max(0, Number(args.move));
/** `--cpu R`: the CPU slowdown (4, a cheap phone; 1 gives steadier `--phases` sums on a noisy machine). */
const cpuRate = Math.max(1, Number(args.cpu));
/** What `--phases` sums from a trace of the watch: the main thread's work by phase. */
const PHASES = { script: ['FunctionCall', 'TimerFire', 'FireAnimationFrame'], style: ['UpdateLayoutTree'], layout: ['Layout'], paint: ['PrePaint', 'Paint', 'Layerize'] };
/** `--scale 1,12` watches each in turn in one run and prints the longest frames' ratio. */
const scales = args.scale.split(',').map((scale) => Math.max(1, Number(scale)));
/** The first screen settles (app/firstScreen.ts) 8 s after boot at the latest; the font swaps right after. */
const SETTLE_MS = 9_000;
/** Chromium reports an animation frame once it takes longer than this. */
const LONG_FRAME_MS = 50;

const mock = await startMockServer();
const serveSite = createStaticHandler(path.resolve(root, args.dir), { gzip: true });
const site = createServer((request, response) => {
  if (request.url !== '/config.json') return serveSite(request, response);
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  return response.end(JSON.stringify({ apiBaseUrl: mock.url }));
}).listen(0, '127.0.0.1');
await new Promise((resolve) => site.once('listening', resolve));

const browser = await chromium.launch({ executablePath: chromiumPath() });
let exitCode = 1;
try {
  const results = [];
  for (const scale of scales) results.push(await measure(scale));
  if (results.length > 1) {
    const [first, last] = [results[0], results.at(-1)];
    // A frame under 50 ms is not reported, so a board without one counts as 50 ms: the ratio is then at most the one printed.
    const ratio = Math.max(last.longestFrame, LONG_FRAME_MS) / Math.max(first.longestFrame, LONG_FRAME_MS);
    console.log(`longest frame at ${last.fixtures} fixtures: ${first.longestFrame || last.longestFrame ? '' : '≤ '}${ratio.toFixed(2)} x that of ${first.fixtures}`);
  }
  exitCode = 0;
} finally {
  await browser.close();
  site.close();
  await mock.stop();
}

/** One watch of /inplay with the live board's fixtures repeated `scale` times. */
async function measure(scale) {
  const context = await browser.newContext({ viewport: { width: 424, height: 900 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    let polls = 0;
    if (scale > 1 || moveEvery > 0) {
      await page.route('**/sports-inplay/games*', async (route) => {
        const answer = await route.fetch();
        const fixtures = await answer.json();
        polls += 1;
        let nth = 0;
        // A fixed price per bet, and every Nth a tenth higher on odd polls: each poll moves the same bets.
        const priceOf = (bet) => (moveEvery > 0 ? Number((1.5 + (nth % 7) / 10 + (nth++ % moveEvery === 0 && polls % 2 ? 0.1 : 0)).toFixed(2)) : bet.betPrice);
        const board = [];
        for (let copy = 0; copy < scale; copy++) {
          for (const fixture of fixtures) {
            const markets = fixture.markets.map((market) => ({
              ...market,
              bets: market.bets.map((bet) => ({ ...bet, id: bet.id + copy * 10_000_000_000, betPrice: priceOf(bet) })),
            }));
            board.push({ ...fixture, fixtureId: fixture.fixtureId + copy * 10_000_000, markets });
          }
        }
        await route.fulfill({ response: answer, json: board });
      });
    }
    await page.goto(`http://127.0.0.1:${site.address().port}/inplay`);
    await page.locator('article').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.evaluate(() => {
      const watch = { longTasks: [], longFrames: [], shift: 0, longestFrame: 0 };
      window.__inplayPoll = watch;
      new PerformanceObserver((list) => watch.longTasks.push(...list.getEntries().map((entry) => Math.round(entry.duration)))).observe({ type: 'longtask' });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) watch.shift += entry.value;
      }).observe({ type: 'layout-shift' });
      // The longest frame: Chromium reports each animation frame over 50 ms (Long Animation Frames), rendering included,
      // without a frame loop of the watch's own that would make the page draw every frame.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          watch.longFrames.push(Math.round(entry.duration));
          watch.longestFrame = Math.max(watch.longestFrame, entry.duration);
        }
      }).observe({ type: 'long-animation-frame' });
    });
    const trace = [];
    const traced = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
    if (args.phases) {
      cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
      await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] }, transferMode: 'ReportEvents' });
    }
    const pollsBefore = polls;
    // The watch itself: a fixed span of idle polling is what is measured, not a wait for a condition.
    await page.waitForTimeout(Number(args.seconds) * 1_000);
    let phases = '';
    if (args.phases) {
      await cdp.send('Tracing.end');
      await traced;
      // Per poll: the demo backend's polls are counted by the route when one is set, else one per 5 s.
      const watched = polls - pollsBefore || Number(args.seconds) / 5;
      const sums = Object.entries(PHASES).map(([phase, names]) => {
        const micros = trace.filter((event) => names.includes(event.name) && event.dur).reduce((sum, event) => sum + event.dur, 0);
        return `${phase} ${(micros / 1000 / watched).toFixed(1)}`;
      });
      phases = `; per poll (ms, ${watched} polls): ${sums.join(', ')}`;
    }
    const result = await page.evaluate(() => {
      return { ...window.__inplayPoll, fixtures: document.querySelectorAll('article').length, nodes: document.getElementsByTagName('*').length };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(
      `/inplay at 424 px, ${cpuRate}x CPU, ${args.seconds} s of polling${moveEvery ? `, 1 price in ${moveEvery} moving on every poll` : ''}, ${result.fixtures} fixtures (${result.nodes} elements): ` +
        `longest frame ${result.longestFrame ? `${Math.round(result.longestFrame)} ms` : `under ${LONG_FRAME_MS} ms`} ` +
        `(${result.longFrames.length} over ${LONG_FRAME_MS} ms${result.longFrames.length ? `: ${result.longFrames.join(', ')}` : ''}), ` +
        `${result.longTasks.length} long tasks${result.longTasks.length ? ` (${result.longTasks.join(', ')} ms)` : ''}, CLS ${result.shift.toFixed(4)}${phases}`,
    );
    return result;
  } finally {
    await context.close();
  }
}
process.exit(exitCode);

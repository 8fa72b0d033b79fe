// `pnpm inplay-poll`: what /inplay's polling costs a cheap phone. Serves the built site (or `--dir DIR`) in real-API
// mode against the demo backend, opens /inplay at 424 px, waits for the first screen and the web font to settle, then
// throttles the CPU 4x and watches `--seconds` (30) of idle polling: the longest frame, every long task (> 50 ms) and
// the layout shift. `--scale N` repeats the live board's fixtures N times under new ids (12 → 144 with 12), so a poll
// carries N times the fixtures and the price moves; `--scale 1,12` watches both in one run and prints their ratio. Report only: the exit code is 1 only when the page could not be measured.
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumPath, createStaticHandler, root, startMockServer } from './lib.mjs';

const { values: args } = parseArgs({
  options: { dir: { type: 'string', default: 'apps/site/dist' }, scale: { type: 'string', default: '1' }, seconds: { type: 'string', default: '30' } },
});
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
    if (scale > 1) {
      await page.route('**/sports-inplay/games*', async (route) => {
        const answer = await route.fetch();
        const fixtures = await answer.json();
        const board = [];
        for (let copy = 0; copy < scale; copy++) {
          for (const fixture of fixtures) {
            const markets = fixture.markets.map((market) => ({ ...market, bets: market.bets.map((bet) => ({ ...bet, id: bet.id + copy * 10_000_000_000 })) }));
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
    // The watch itself: a fixed span of idle polling is what is measured, not a wait for a condition.
    await page.waitForTimeout(Number(args.seconds) * 1_000);
    const result = await page.evaluate(() => {
      return { ...window.__inplayPoll, fixtures: document.querySelectorAll('article').length, nodes: document.getElementsByTagName('*').length };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(
      `/inplay at 424 px, 4x CPU, ${args.seconds} s of polling, ${result.fixtures} fixtures (${result.nodes} elements): ` +
        `longest frame ${result.longestFrame ? `${Math.round(result.longestFrame)} ms` : `under ${LONG_FRAME_MS} ms`} ` +
        `(${result.longFrames.length} over ${LONG_FRAME_MS} ms${result.longFrames.length ? `: ${result.longFrames.join(', ')}` : ''}), ` +
        `${result.longTasks.length} long tasks${result.longTasks.length ? ` (${result.longTasks.join(', ')} ms)` : ''}, CLS ${result.shift.toFixed(4)}`,
    );
    return result;
  } finally {
    await context.close();
  }
}
process.exit(exitCode);

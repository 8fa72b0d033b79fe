// The static Storybook as designers and Chromatic see it (`pnpm build-storybook`), checked in Chromium:
// 1. stories render in Pretendard with the page reset (a component, a portalled dialog, a site screen);
// 2. every docs page of a site screen shows each story in a frame of its own;
// 3. on those pages a story's frame shows what the story shows alone (the server-state leak the inline pages had).
// Prints "storybook check: N passed, N failed" and writes .reports/storybook.json for the test summary.
//   node scripts/storybook-check.mjs [--dir storybook-static]   (without --dir it builds into .reports/storybook-static)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumPath, createStaticServer, root, runPnpm } from './lib.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const dir = values.dir ? path.resolve(values.dir) : path.join(reports, 'storybook-static');
if (!values.dir) {
  rmSync(dir, { recursive: true, force: true });
  if ((await runPnpm(['exec', 'storybook', 'build', '--quiet', '-o', dir], { stdio: 'ignore' })) !== 0) {
    console.error('storybook build failed');
    process.exit(1);
  }
}

const results = [];
const record = (name, ok, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
};

/** The dark theme's page colour (packages/ui/src/theme/tokens.ts, surface.base #111318). */
const DARK_BASE = 'rgb(17, 19, 24)';
const entries = Object.values(JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')).entries);

const server = createStaticServer(dir, { cache: false });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const { chromium } = await import('playwright');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

/** A page's (or frame's) text: the DOM's, not innerText, which Chromium leaves stale in a frame scrolled out of view. */
const textOf = (target) =>
  target.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const parts = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent);
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  });

/** Reads a page's (or frame's) text every `interval` ms until `done(text, previous)` holds or 45 s pass; answers the last text. */
async function pollText(target, done, interval) {
  const deadline = Date.now() + 45_000;
  let previous = null;
  for (;;) {
    const text = await textOf(target);
    if (done(text, previous) || Date.now() > deadline) return text;
    previous = text;
    await target.waitForTimeout(interval);
  }
}

/** A page's text once it stops changing: the same text twice, and nothing still loading or connecting ('…불러오는 중입니다.', '데모 서버에 연결하는 중입니다.'). */
const settledText = (target) => pollText(target, (text, previous) => Boolean(text) && text === previous && !/는 중입니다/.test(text), 750);

/** A frame's text once it equals `expected`: a docs page loads a dozen frames through one MSW worker, so a frame can mount its lazy parts seconds after its play function ends. */
const textOnceEqual = (target, expected) => pollText(target, (text) => text === expected, 500);

/** Waits until the story in this page or frame has rendered and its play function has run (Storybook's render phase 'finished'). */
async function storyFinished(target) {
  await target.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount, null, { timeout: 60_000 });
  // Without this a lazy chunk still loading (the member column, the slip) reads as settled text on a busy machine.
  // An aborted render is followed by a new one (a re-render), whose phase is then the current one.
  await target.waitForFunction(() => ['finished', 'errored'].includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase), null, { timeout: 60_000 });
}

async function openStory(page, id) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
  await storyFinished(page);
}

try {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();

  // 1. The font and the page reset, on a component, a dialog portalled to <body> and a site screen.
  for (const id of ['base-button--variants', 'betting-oddschangedialog--default', 'site-sports-prematchpage--guest-korean-style']) {
    await openStory(page, id);
    // A screen shows its Korean text once its demo answers arrive.
    await page.waitForFunction(() => /[가-힣]/.test(document.body.innerText), null, { timeout: 60_000 });
    const seen = await page.evaluate(async () => {
      await document.fonts.ready;
      // Prefer the dialog's text: it is portalled to <body>, outside the story's ThemeRoot.
      const scope = document.querySelector('[role="dialog"], [role="alertdialog"]') ?? document.body;
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (/[가-힣]/.test(node.textContent ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
      const hangul = walker.nextNode()?.parentElement;
      if (hangul) await document.fonts.load(`16px "Pretendard Variable"`, hangul.textContent ?? '');
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Pretendard Variable');
      const body = getComputedStyle(document.body);
      return {
        family: hangul ? getComputedStyle(hangul).fontFamily : '(no Hangul text)',
        loaded: faces.filter((face) => face.status === 'loaded').length,
        faces: faces.length,
        bodyBackground: body.backgroundColor,
        bodyMargin: body.margin,
      };
    });
    const inPretendard = /^["']?Pretendard Variable/.test(seen.family) && seen.loaded > 0;
    record(`${id}: Hangul in Pretendard`, inPretendard, `${seen.family.split(',')[0]}; ${seen.loaded} of ${seen.faces} faces loaded`);
    record(`${id}: the page reset`, seen.bodyBackground === DARK_BASE && seen.bodyMargin === '0px', `body ${seen.bodyBackground}, margin ${seen.bodyMargin}`);
  }

  // 2. Each site screen's docs page frames every story it shows.
  const screenDocs = entries.filter((entry) => entry.type === 'docs' && entry.id.startsWith('site-'));
  for (const docs of screenDocs) {
    const stories = entries.filter((entry) => entry.type === 'story' && entry.title === docs.title && !entry.tags?.includes('!autodocs'));
    await page.goto(`${base}/iframe.html?id=${docs.id}&viewMode=docs`);
    // The page repeats its first story at the top: count the stories framed, not the frames.
    const framedIds = () => [...new Set([...document.querySelectorAll('.docs-story iframe')].map((frame) => new URL(frame.src).searchParams.get('id')))];
    // Waits for each story's own frame (a count of frames would wait out its timeout on a one-story page, which has no repeat).
    await page
      .waitForFunction(
        (ids) => {
          const framed = new Set([...document.querySelectorAll('.docs-story iframe')].map((frame) => new URL(frame.src).searchParams.get('id')));
          return ids.every((id) => framed.has(id));
        },
        stories.map((story) => story.id),
        { timeout: 60_000 },
      )
      .catch(() => undefined);
    const framed = await page.evaluate(framedIds);
    const missing = stories.filter((story) => !framed.includes(story.id)).map((story) => story.name);
    record(`${docs.title}: every story in its own frame`, missing.length === 0 && framed.length === stories.length, missing.length ? `inline: ${missing.join(', ')}` : `${framed.length} frames`);
  }

  // 3. On a docs page a story shows its own state: the cases a designer found leaking (one scenario, one login for all).
  const cases = [
    ['site-sports-prematchpage--docs', 'site-sports-prematchpage--guest-korean-style'],
    ['site-history-betresultpage--docs', 'site-history-betresultpage--member-sports'],
    ['site-layout-applayout--docs', 'site-layout-applayout--desktop-member'],
    ['site-games-minigamepage--docs', 'site-games-minigamepage--maintenance'],
  ];
  for (const [docsId, storyId] of cases) {
    await page.goto(`${base}/iframe.html?id=${docsId}&viewMode=docs`);
    const frameElement = page.locator(`.docs-story iframe[src$="id=${storyId}"]`).last();
    await frameElement.waitFor({ timeout: 60_000 });
    await frameElement.scrollIntoViewIfNeeded();
    const frame = await (await frameElement.elementHandle()).contentFrame();
    await storyFinished(frame);
    // Alone at the frame's size, so the story lays itself out (and picks its mobile or desktop parts) the same way.
    const size = await frame.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    const alonePage = await browser.newPage({ viewport: size });
    await openStory(alonePage, storyId);
    const alone = await settledText(alonePage);
    await alonePage.close();
    // A leak (another frame's login or scenario) keeps the frame different for good; a slow frame catches up.
    const framed = await textOnceEqual(frame, alone);
    // On a difference, show where the two texts part, not their common start.
    let at = 0;
    while (at < alone.length && alone[at] === framed[at]) at += 1;
    const around = (text) => text.slice(Math.max(0, at - 30), at + 60);
    if (framed !== alone) {
      // What the frame showed, for whoever reads a failed run: its picture and both texts whole.
      await frameElement.screenshot({ path: path.join(reports, `storybook-${storyId}-docs-frame.png`) }).catch(() => undefined);
      writeFileSync(path.join(reports, `storybook-${storyId}-texts.json`), JSON.stringify({ alone, framed }, null, 2));
    }
    record(`${storyId}: its docs frame shows what the story shows`, framed === alone, framed === alone ? `${alone.length} characters at ${size.width}×${size.height}` : `from character ${at}, alone: “…${around(alone)}…”, on the docs page: “…${around(framed)}…”`);
  }
  await context.close();
} catch (error) {
  record('storybook check ran', false, String(error));
} finally {
  await browser.close();
  server.close();
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
writeFileSync(path.join(reports, 'storybook.json'), JSON.stringify({ passed, failed, results }, null, 2));
console.log(`storybook check: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

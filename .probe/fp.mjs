import { chromium } from 'playwright';
import { createServer } from 'node:http';
import { createStaticHandler } from '../scripts/lib.mjs';
const serve = createStaticHandler(process.argv[2], { gzip: true });
const site = createServer((req, res) => serve(req, res));
await new Promise((r) => site.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${site.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[424, 200], [1366, 200]]) {
  for (const js of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js });
    const page = await ctx.newPage();
    await page.goto(url);
    if (js) await page.getByRole('banner').waitFor();
    await page.screenshot({ path: `/work/lead-tmp/fp-${w}-${js ? 'react' : 'static'}.png` });
    await ctx.close();
  }
}
await browser.close(); site.close();

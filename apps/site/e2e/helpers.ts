import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginStamp, type SiteUser } from '@betkit/domain';
import { forbiddenElements, schemeOf, scriptOrDataUrl } from '@betkit/mocks';
import { IDLE_KEY, SESSION_KEY, type StoredSession } from '../src/app/stores';
import type { E2eProjectMetadata } from './modes';

/** Every demo account's password (packages/mocks fixtures). */
export const DEMO_PASSWORD = 'demo1234';

/** The running journey's mode: real-API (the demo backend over HTTP) or demo (the in-page service worker). */
export function e2eMode(): E2eProjectMetadata {
  return test.info().project.metadata as E2eProjectMetadata;
}

/**
 * Sends a control call to the demo backend (`/__demo/...`): over HTTP from the test in real-API mode, from the
 * page (where the service worker answers) in demo mode.
 */
export async function demoControl(page: Page, method: 'POST' | 'DELETE', path: string, body: unknown = {}) {
  const { apiUrl } = e2eMode();
  if (apiUrl) {
    const answer = await page.request.fetch(`${apiUrl}${path}`, { method, data: body });
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return;
  }
  await demoBackendStarted(page);
  await page.evaluate(({ method, path, body }) => fetch(path, { method, body: JSON.stringify(body) }), { method, path, body });
}

/** Demo mode paints before its in-page backend has started (boot.ts): controls wait for its handle. */
async function demoBackendStarted(page: Page) {
  await page.waitForFunction(() => window.__betkitDemo !== undefined);
}

/** Opens `path` with the browser's storage cleared (the demo backend's state in demo mode; the fixtures reset the HTTP one). */
export async function openFresh(page: Page, path = '/') {
  // Each journey has a new browser context, whose storage is empty: its first page needs no clearing load.
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.goto('/');
  // Demo mode keeps the backend's state in localStorage: clearing it reseeds the demo data.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(path);
}

/** Logs in through the header's login dialog. */
export async function logIn(page: Page, userId = 'demo01') {
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디').fill(userId);
  await dialog.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '로그인' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Opens `path` (the journey's first page) with `userId` already logged in, for journeys that need a member but do
 * not test logging in. In real-API mode: one login call to the backend, after the journey's reset (which forgets
 * every session, so a token stored once would be dead), stored in the browser as the site's own login stores it.
 * In demo mode the backend lives in the page's storage, so the member logs in through the dialog.
 */
export async function openAsMember(page: Page, path = '/', userId = 'demo01') {
  const { apiUrl } = e2eMode();
  if (!apiUrl) {
    await openFresh(page, path);
    await logIn(page, userId);
    return;
  }
  const answer = await page.request.post(`${apiUrl}/auth/login`, { data: { userId, password: DEMO_PASSWORD } });
  expect(answer.ok(), `log in ${userId}: ${answer.status()} ${await answer.text()}`).toBe(true);
  const { token, user } = (await answer.json()) as { token: string; user: SiteUser };
  const stamp = loginStamp(user, Date.now());
  const session: StoredSession = { token, user };
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(test.info().project.use.baseURL!).origin,
        localStorage: [{ name: SESSION_KEY, value: JSON.stringify(session) }, ...(stamp ? [{ name: IDLE_KEY, value: stamp }] : [])],
      },
    ],
  });
  await page.goto(path);
}

/** Puts a named scenario (packages/mocks scenarios.ts) in front of the demo backend, in either mode. */
export async function useScenario(page: Page, name: string) {
  if (e2eMode().apiUrl) return demoControl(page, 'POST', '/__demo/scenario', { name });
  await demoBackendStarted(page);
  await page.evaluate((scenario) => window.__betkitDemo!.use(scenario as never), name);
}

/**
 * Moves prices up a step (0.10, new version), so the next board read shows them and a bet sent with the old ones meets an
 * odds change: every pre-match price, or only `oddsIds` (mini-game and virtual prices move only when named).
 */
export async function movePrices(page: Page, oddsIds?: readonly number[]) {
  await demoControl(page, 'POST', '/__demo/move-prices', oddsIds ? { oddsIds } : {});
}

/** The slip of the current area: the desktop panel, or the mobile dialog opened from the bottom bar's bet cart. */
export async function openSlip(page: Page) {
  const mobile = (page.viewportSize()?.width ?? 1920) <= 767;
  if (!mobile) return page.getByRole('region', { name: /^베팅카트/ }).first();
  await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('button', { name: /베팅카트/ }).click();
  const dialog = page.getByRole('dialog', { name: /베팅카트/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the mobile slip dialog (no-op on desktop). */
export async function closeSlip(page: Page) {
  if ((page.viewportSize()?.width ?? 1920) > 767) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /베팅카트/ })).toHaveCount(0);
}

/**
 * Adds the home-win pick of the first `count` fixtures of the board priced at 1.30 or more (they count
 * toward the bonus folders), or at `minPrice` when a test needs higher odds; answers their prices.
 */
export async function pickHomeWins(page: Page, count: number, { minPrice = 1.3 } = {}): Promise<number[]> {
  const cards = page.getByRole('main').locator('article[data-fixture]');
  await expect(cards.first()).toBeVisible();
  const prices: number[] = [];
  for (let index = 0; prices.length < count; index += 1) {
    const button = cards.nth(index).getByRole('button').filter({ hasText: /\d\.\d\d/ }).first();
    const price = Number(/(\d+\.\d\d)/.exec((await button.textContent()) ?? '')?.[1]);
    if (!(price >= minPrice && price < 3)) continue;
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    prices.push(price);
  }
  return prices;
}

/** Floors to 2 decimals the way the spec shows odds, in integer arithmetic (no float drift). */
export function floorOdds(value: number): number {
  return Math.floor(Math.round(value * 1e6) / 1e4) / 100;
}

/**
 * Before the site's scripts run: a probe the XSS corpus's vectors call (`__xssCalls`, also fed by nested contexts'
 * messages), and a record of browser dialogs. Returns the dialogs' texts.
 */
export async function installXssProbe(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { __xssCalls: calls, __xssProbe: (name: string) => calls.push(name) });
    window.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.startsWith('__xssProbe:')) calls.push(event.data);
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The probe's calls so far (none means no vector ran). */
export function xssCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls);
}

/** Every element and attribute inside the sanitised server content that could run script ('tag' or 'tag[attr]'). */
export async function dangerousLeftovers(content: Locator): Promise<string[]> {
  const rendered = await content.evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      [...node.querySelectorAll('*')].map((element) => ({
        tag: element.tagName.toLowerCase(),
        attributes: [...element.attributes].map(({ name, value }) => ({ name, value })),
      })),
    ),
  );
  return rendered.flatMap(({ tag, attributes }) => [
    ...((forbiddenElements as readonly string[]).includes(tag) ? [tag] : []),
    ...attributes.filter(({ name, value }) => name.startsWith('on') || scriptOrDataUrl.test(schemeOf(value))).map(({ name }) => `${tag}[${name}]`),
  ]);
}

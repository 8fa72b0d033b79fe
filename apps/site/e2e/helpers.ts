import { expect, type Page } from '@playwright/test';

/** Every demo account's password (packages/mocks fixtures). */
export const DEMO_PASSWORD = 'demo1234';

/** Opens `path` with the demo data reset, so each journey starts from the seeded state. */
export async function openFresh(page: Page, path = '/') {
  await page.goto('/');
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

/** Puts a named demo scenario in front of the demo backend (apps/site/src/app/demo.ts). */
export async function useScenario(page: Page, name: string) {
  await page.evaluate((scenario) => window.__betkitDemo!.use(scenario as never), name);
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
 * toward the bonus folders); answers their prices.
 */
export async function pickHomeWins(page: Page, count: number): Promise<number[]> {
  const cards = page.getByRole('main').locator('article[data-fixture]');
  await expect(cards.first()).toBeVisible();
  const prices: number[] = [];
  for (let index = 0; prices.length < count; index += 1) {
    const button = cards.nth(index).getByRole('button').filter({ hasText: /\d\.\d\d/ }).first();
    const price = Number(/(\d+\.\d\d)/.exec((await button.textContent()) ?? '')?.[1]);
    if (!(price >= 1.3 && price < 3)) continue;
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

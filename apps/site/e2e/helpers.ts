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

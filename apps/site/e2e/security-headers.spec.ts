import { expect, test, type Page } from './fixtures';
import type { APIResponse, BrowserContext } from '@playwright/test';
import { logIn, openFresh } from './helpers';

// The security headers of scripts/security-headers.mjs as the served site sends them, and the site working under
// its CSP: in demo mode (the service worker answers the API in the page's origin) and in real-API mode (config.json
// names an API on another origin, which the CSP must name too).

const IMMUTABLE = /\bimmutable\b/;

/** The CSP's directives, by name. */
function parseCsp(value: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The API's base URL from /config.json, when the host serves one (real-API mode). */
async function configuredApiBaseUrl(response: APIResponse): Promise<string | undefined> {
  if (!response.ok() || !response.headers()['content-type']?.includes('json')) return undefined;
  const config = (await response.json()) as { apiBaseUrl?: string };
  return config.apiBaseUrl?.trim() || undefined;
}

function expectSecurityHeaders(headers: Record<string, string>, apiOrigin: string | undefined, what: string) {
  const csp = parseCsp(headers['content-security-policy']);
  expect(headers['content-security-policy'], `${what}: CSP`).toBeTruthy();
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(csp.get('style-src-elem') ?? [], `${what}: no inline style elements`).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  if (apiOrigin) {
    expect(csp.get('connect-src'), `${what}: connect-src names the API`).toContain(apiOrigin);
    expect(csp.get('img-src'), `${what}: img-src names the API`).toContain(apiOrigin);
  }
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers['cross-origin-opener-policy'], `${what}: COOP`).toBe('same-origin');
}

/**
 * Collects CSP violations in every page of the context (popups included, across navigations): a
 * `securitypolicyviolation` listener reports each to the test, and console messages about the CSP count too.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || '?'}:${event.lineNumber}`);
    });
  });
  const listen = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return violations;
}

test.describe('security headers', () => {
  test('every kind of response carries them; only hashed assets are cached for good', { tag: '@demo' }, async ({ request }) => {
    const apiBaseUrl = await configuredApiBaseUrl(await request.get('/config.json'));
    const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : undefined;

    const index = await request.get('/');
    expect(index.status()).toBe(200);
    expectSecurityHeaders(index.headers(), apiOrigin, '/');
    expect(index.headers()['cache-control']).not.toMatch(IMMUTABLE);
    const html = await index.text();
    // No inline script for the CSP to block: every <script> of the page is a file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);

    const scriptPath = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(scriptPath, 'the entry script is a hashed file under /assets/').toBeTruthy();
    const asset = await request.get(scriptPath!);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset.headers(), apiOrigin, scriptPath!);
    expect(asset.headers()['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers()['cache-control']).toMatch(IMMUTABLE);

    const deep = await request.get('/bet_result');
    expect(deep.status()).toBe(200);
    expectSecurityHeaders(deep.headers(), apiOrigin, '/bet_result');
    expect(deep.headers()['cache-control']).not.toMatch(IMMUTABLE);

    const worker = await request.get('/mockServiceWorker.js');
    expect(worker.status()).toBe(200);
    expectSecurityHeaders(worker.headers(), apiOrigin, '/mockServiceWorker.js');
    expect(worker.headers()['cache-control']).not.toMatch(IMMUTABLE);

    const config = await request.get('/config.json');
    if (apiBaseUrl) {
      expectSecurityHeaders(config.headers(), apiOrigin, '/config.json');
      expect(config.headers()['cache-control']).toMatch(/no-store/);
    }

    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), apiOrigin, 'a 404');
  });

  test('the site works under the policy: no violation while a member logs in and opens the main screens', { tag: '@demo' }, async ({ page, context }) => {
    const violations = await watchViolations(context);
    await openFresh(page, '/');
    await logIn(page);
    await expect(page.getByRole('main').locator('article[data-fixture]').first()).toBeVisible();
    expect(violations, 'violations on /').toEqual([]);

    // Bet history, a mini-game and the casino, each from a fresh load.
    for (const path of ['/bet_result', '/minigame/donghang', '/casino']) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toHaveCount(0);
      expect(violations, `violations on ${path}`).toEqual([]);
    }

    // A game window under the policy too (the demo's page is on the site's origin; a real provider's is not ours).
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Evolution 게임 실행' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https?:/);
    await popup.waitForLoadState('load');
    if (new URL(popup.url()).origin === new URL(page.url()).origin) await expect(popup.locator('#game')).not.toBeEmpty();
    expect(violations, 'violations in the game window').toEqual([]);
  });
});

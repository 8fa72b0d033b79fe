import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4319);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Journeys against the built site in demo mode, in the system Chromium when present. */
export default defineConfig({
  testDir: 'apps/site/e2e',
  outputDir: '.reports/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous limits: the suite must pass on a busy 2-core machine; tests wait on conditions, never sleeps.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } } },
    // layout.spec.ts sets its own viewports (laptop, tablet, phone): it runs once, in the desktop project.
    { name: 'mobile', use: { viewport: { width: 424, height: 900 }, isMobile: true, hasTouch: true }, testIgnore: /layout\.spec\.ts$/ },
  ],
  webServer: {
    // The built site (pnpm build runs first in the test command), served by vite preview.
    command: `pnpm --filter @betkit/site exec vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

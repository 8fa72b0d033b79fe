import { existsSync } from 'node:fs';
import { defineConfig, devices, type Project } from '@playwright/test';
import type { E2eProjectMetadata } from './apps/site/e2e/modes';

// Three servers: the built site in real-API mode, the same build in demo mode, and the demo backend over HTTP.
const port = Number(process.env.E2E_PORT ?? 4319);
const apiSitePort = port;
const demoSitePort = port + 1;
const mockServerPort = port + 2;
const apiUrl = `http://127.0.0.1:${mockServerPort}`;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';


const viewports = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } },
  mobile: { viewport: { width: 424, height: 900 }, isMobile: true, hasTouch: true },
};

// Journeys that only make sense with the in-browser demo backend (its banner, its reset button).
const demoOnly = /demo-mode\.spec\.ts$/;
// Journeys that run in both modes: the headers and the policy differ by mode; the member services (money-*.spec.ts)
// must work with the in-browser demo backend as well as over HTTP.
const bothModes = /(security-headers|money-[\w-]+)\.spec\.ts$/;
// The fault matrix (every call × four faults) runs once, at desktop size, in real-API mode, and only when asked
// (`pnpm test:faults`, FAULT_MATRIX=1): it is not yet green or fast enough for the test command (issue 14).
const desktopOnly = /fault-matrix\.spec\.ts$/;
const faultMatrixWanted = process.env.FAULT_MATRIX === '1';
// layout.spec.ts sets its own viewports (laptop, tablet, phone): it runs once per mode, in the desktop project.
const ownViewports = /layout\.spec\.ts$/;

function projects(): Project[] {
  const list: Project[] = [];
  for (const [viewport, device] of Object.entries(viewports)) {
    list.push({
      name: `api-${viewport}`,
      metadata: { mode: 'api', apiUrl } satisfies E2eProjectMetadata,
      // The production path: no service worker may answer anything.
      use: { ...device, baseURL: `http://127.0.0.1:${apiSitePort}`, serviceWorkers: 'block' },
      testIgnore: viewport === 'mobile' ? [demoOnly, ownViewports, desktopOnly] : faultMatrixWanted ? [demoOnly] : [demoOnly, desktopOnly],
    });
    list.push({
      name: `demo-${viewport}`,
      metadata: { mode: 'demo' } satisfies E2eProjectMetadata,
      use: { ...device, baseURL: `http://127.0.0.1:${demoSitePort}` },
      testMatch: [demoOnly, bothModes],
    });
  }
  return list;
}

/** Journeys against the built site, in real-API mode (the demo backend over HTTP) and in demo mode, in the system Chromium. */
export default defineConfig({
  testDir: 'apps/site/e2e',
  outputDir: '.reports/e2e-results',
  // One at a time: every journey shares the one demo backend's state (reset at the start of each).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous limits: the suite must pass on a busy 2-core machine; tests wait on conditions, never sleeps.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: projects(),
  // The built site (pnpm build runs first in the test command) and the demo backend's own build.
  webServer: [
    {
      command: `node packages/mocks/dist/bin/mock-server.js --port ${mockServerPort}`,
      url: `${apiUrl}/__demo/status`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-site.mjs --port ${apiSitePort} --api ${apiUrl}`,
      url: `http://127.0.0.1:${apiSitePort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-site.mjs --port ${demoSitePort}`,
      url: `http://127.0.0.1:${demoSitePort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

import { existsSync } from 'node:fs';
import { defineConfig, devices, type Project } from '@playwright/test';
import type { E2eProjectMetadata } from './apps/site/e2e/modes';

// Five servers from E2E_PORT up: the built site in demo mode, and for each viewport of real-API mode a demo backend
// over HTTP with the built site pointed at it, so the real-API projects never share a backend's state.
const port = Number(process.env.E2E_PORT ?? 4319);
const demoSitePort = port + 1;
const apiServers = {
  desktop: { sitePort: port, backendPort: port + 2 },
  mobile: { sitePort: port + 3, backendPort: port + 4 },
} as const;
const backendUrl = (viewport: keyof typeof apiServers) => `http://127.0.0.1:${apiServers[viewport].backendPort}`;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Each project runs one journey at a time (its journeys share its backend); with E2E_WORKERS=2 two projects run side
// by side. One is the default: on a 2-core machine two saved 11 % (480 → 428 s) and raced a drawer's Escape handler once.
const workers = Number(process.env.E2E_WORKERS ?? 1);


const viewports = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } },
  mobile: { viewport: { width: 424, height: 900 }, isMobile: true, hasTouch: true },
};

// Which journeys run where, by Playwright tag (test(title, { tag }, …)): api-desktop runs every journey but the
// phone-only ones; api-mobile runs those tagged @mobile (the drawers, the bottom bar, the slip dialog, the header icons,
// the sidebar paths, and every journey whose steps or assertions differ at 424 px); demo mode runs the @demo smoke set
// (its banner and reset, and one journey per area): at desktop width all of it, at phone width what is also @mobile.
// Viewport-independent journeys (the security headers) carry no @mobile tag, so they run once per mode.
const tags = {
  /** Also at phone width; matches @mobile-only too. */
  mobile: /@mobile\b/,
  /** Only at phone width: the mobile layout's own chrome. */
  mobileOnly: /@mobile-only\b/,
  demo: /@demo\b/,
  /** The demo smoke set's phone half: tagged both @demo and @mobile (Playwright matches title and tags as one line). */
  demoAndMobile: /^(?=.*@demo\b)(?=.*@mobile\b)/,
};
// Journeys that only make sense with the in-browser demo backend (its banner, its reset button).
const demoOnly = /demo-mode\.spec\.ts$/;
// The fault matrix runs once, at desktop size, in real-API mode: every call × four faults in a run of its own
// (FAULT_MATRIX=1: `pnpm test:faults`, or the test command's layer after the journeys), as it drives four contexts;
// otherwise, with the journeys, one cell per fault kind.
const desktopOnly = /fault-matrix\.spec\.ts$/;

function projects(): Project[] {
  const list: Project[] = [];
  for (const [viewport, device] of Object.entries(viewports) as [keyof typeof viewports, (typeof viewports)[keyof typeof viewports]][]) {
    const phone = viewport === 'mobile';
    list.push({
      name: `api-${viewport}`,
      metadata: { mode: 'api', apiUrl: backendUrl(viewport) } satisfies E2eProjectMetadata,
      workers: 1,
      // The production path: no service worker may answer anything.
      use: { ...device, baseURL: `http://127.0.0.1:${apiServers[viewport].sitePort}`, serviceWorkers: 'block' },
      // layout.spec.ts sets its own viewports (laptop, tablet, phone) and has no tag: it runs in api-desktop only.
      // The fault matrix runs at desktop size only: all of it with FAULT_MATRIX=1, else one cell per fault kind.
      testIgnore: phone ? [demoOnly, desktopOnly] : [demoOnly],
      ...(phone ? { grep: tags.mobile } : { grepInvert: tags.mobileOnly }),
    });
    list.push({
      name: `demo-${viewport}`,
      metadata: { mode: 'demo' } satisfies E2eProjectMetadata,
      workers: 1,
      use: { ...device, baseURL: `http://127.0.0.1:${demoSitePort}` },
      testIgnore: desktopOnly,
      ...(phone ? { grep: tags.demoAndMobile } : { grep: tags.demo, grepInvert: tags.mobileOnly }),
    });
  }
  return list;
}

/** Journeys against the built site, in real-API mode (the demo backend over HTTP) and in demo mode, in the system Chromium. */
export default defineConfig({
  testDir: 'apps/site/e2e',
  outputDir: '.reports/e2e-results',
  // Within a project one journey at a time: its journeys share one backend's state (reset at the start of each).
  fullyParallel: false,
  workers,
  retries: 0,
  // Generous limits: the suite must pass on a busy 2-core machine; tests wait on conditions, never sleeps.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace of every journey cost a third of the layer's time (480 s without, 677 s with, same machine);
    // E2E_TRACE=1 records them and keeps the failing ones' for `playwright show-trace`.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
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
    ...Object.entries(apiServers).flatMap(([viewport, { sitePort, backendPort }]) => [
      {
        command: `node packages/mocks/dist/bin/mock-server.js --port ${backendPort}`,
        url: `${backendUrl(viewport as keyof typeof apiServers)}/__demo/status`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
      {
        command: `node scripts/serve-site.mjs --port ${sitePort} --api ${backendUrl(viewport as keyof typeof apiServers)}`,
        url: `http://127.0.0.1:${sitePort}`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
    ]),
    {
      command: `node scripts/serve-site.mjs --port ${demoSitePort}`,
      url: `http://127.0.0.1:${demoSitePort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

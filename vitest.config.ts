import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The system Chromium when present (CHROME_PATH, else Debian's), otherwise Playwright's own download. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

const reports = path.join(root, '.reports');

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one core idle: a single worker on a 2-core machine).
    maxWorkers: '100%',
    // Coverage runs with the unit layer (`--coverage`); @betkit/domain must keep 95 % of its branches.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts', 'packages/api/src/**/*.ts', 'packages/mocks/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', 'packages/mocks/src/browser.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: path.join(reports, 'coverage'),
      thresholds: { 'packages/domain/src/**/*.ts': { branches: 95, statements: 95 } },
    },
    projects: [
      {
        // The site's kernel tests (the fault matrix) render its providers, whose ui components import .css.ts styles.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          // Hook tests (*.test.tsx) pick a DOM per file with `// @vitest-environment happy-dom`.
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), vanillaExtractPlugin()],
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'swr', 'msw-storybook-addon', '@vanilla-extract/recipes/createRuntimeFn', 'radix-ui', 'storybook/test', 'react-router-dom', 'msw', '@betkit/ui > @tanstack/react-virtual'],
        },
        test: {
          name: 'storybook',
          isolate: false,
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          // A story with several loads and a screenshot can take long on a loaded 2-core machine; conditions end it early when idle.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Room for the 1920 px desktop layout, so the test frame is never scaled down.
              contextOptions: { viewport: { width: 1920, height: 1080 } },
              launchOptions: {
                executablePath: chromiumPath(),
                args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Tolerance for anti-aliasing: pixelmatch skips AA pixels, a colour distance under 0.05 is equal, and 0.1 % of pixels may differ.
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.001 },
                resolveDiffPath: ({ arg, ext, testFileDirectory, testFileName }) =>
                  path.join(reports, 'screenshot-diffs', testFileDirectory, testFileName, `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});

// The package check: pack every public package, install the tarballs into a Vite app outside the
// workspace, build it, and render a @betkit/ui component in Chromium. Also publint and attw on each tarball.
// Prints "package check: N passed, N failed" and writes .reports/packages.json for the test summary.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromiumPath, pnpmCommand, root, runPnpm } from './lib.mjs';

const packages = ['domain', 'api', 'mocks', 'ui'];
const results = [];
const record = (name, ok, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
};

const scratch = mkdtempSync(path.join(tmpdir(), 'betkit-consumer-'));
const tarballs = path.join(scratch, 'tarballs');
mkdirSync(tarballs);

for (const name of packages) {
  const code = await runPnpm(['pack', '--pack-destination', tarballs], { cwd: path.join(root, 'packages', name), stdio: 'ignore' });
  record(`pack @betkit/${name}`, code === 0);
}
const files = Object.fromEntries(
  readdirSync(tarballs).map((file) => [`@betkit/${file.replace(/^betkit-/, '').replace(/-\d+\.\d+\.\d+.*\.tgz$/, '')}`, `file:${path.join(tarballs, file)}`]),
);

for (const [name, spec] of Object.entries(files)) {
  const tarball = spec.slice('file:'.length);
  record(`publint ${name}`, (await runPnpm(['exec', 'publint', '--strict', tarball], { stdio: 'ignore' })) === 0);
  const attwArgs = ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped'];
  if (name === '@betkit/ui') attwArgs.push('--exclude-entrypoints', './styles.css');
  if (name === '@betkit/mocks') attwArgs.push('--exclude-entrypoints', './mockServiceWorker.js');
  record(`attw ${name}`, (await runPnpm(attwArgs, { stdio: 'ignore' })) === 0);
}

const app = path.join(scratch, 'app');
cpSync(path.join(root, 'scripts/package-check-app'), app, { recursive: true });
const versions = JSON.parse(
  await (await import('node:fs/promises')).readFile(path.join(root, 'package.json'), 'utf8'),
).devDependencies;
writeFileSync(
  path.join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'betkit-consumer',
      private: true,
      type: 'module',
      dependencies: { ...files, react: versions.react, 'react-dom': versions['react-dom'], msw: versions.msw },
      devDependencies: {
        vite: versions.vite,
        '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
        typescript: versions.typescript,
        '@types/react': versions['@types/react'],
        '@types/react-dom': versions['@types/react-dom'],
      },
      pnpm: { overrides: files, onlyBuiltDependencies: ['esbuild', 'msw'] },
    },
    null,
    2,
  ),
);
writeFileSync(
  path.join(app, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false, types: [] },
    include: ['src'],
  }),
);
writeFileSync(
  path.join(app, 'vite.config.mjs'),
  // The consumer bundles the mocks too, so its one chunk is larger than Vite's default warning size.
  "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', build: { chunkSizeWarningLimit: 2000 } };\n",
);

const install = await runPnpm(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], { cwd: app, stdio: 'ignore' });
record('install the tarballs into an outside app', install === 0);
const typecheck = install === 0 && (await runPnpm(['exec', 'tsc', '-p', '.'], { cwd: app })) === 0;
record('typecheck the app against the published .d.ts', typecheck);
const build = install === 0 && (await runPnpm(['exec', 'vite', 'build'], { cwd: app })) === 0;
record('build the app with Vite', build);

if (build) {
  const port = Number(process.env.PACKAGE_CHECK_PORT ?? 4391);
  const [command, ...prefix] = pnpmCommand();
  const server = spawn(command, [...prefix, 'exec', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: app, stdio: 'ignore' });
  try {
    const { chromium } = await import('playwright');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole('button', { name: '베팅하기' });
    await button.waitFor({ timeout: 10_000 });
    const styled = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    record('render <Button> from @betkit/ui with its theme', styled === 'rgb(47, 111, 222)', styled);
    const money = await page.getByText('₩1,234,567').count();
    record('render <MoneyText> and <OddsText> with domain formatters', money === 1 && (await page.getByText('2.99').count()) === 1);
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Pretendard Variable"', '베팅');
    });
    record('load the shipped Pretendard font for Hangul', font);
    await browser.close();
  } catch (error) {
    record('render in Chromium', false, String(error));
  } finally {
    server.kill();
  }
}

rmSync(scratch, { recursive: true, force: true });
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(path.join(root, '.reports/packages.json'), JSON.stringify({ passed, failed, results }, null, 2));
console.log(`package check: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// The package check: pack every public package (pnpm pack runs each one's prepack build when its dist is missing or
// older than its sources), read each tarball's listing against what its manifest points to, check its licence
// and metadata, publint and attw (attw's JSON report, not its exit code), then install the tarballs into Vite apps
// outside the workspace, on React 19 (all four packages) and on React 18 (@betkit/ui with @betkit/domain alone),
// typecheck and build them, and drive them in Chromium: a BetSlip whose bet opens the odds-change dialog, the
// shipped font really loaded, and the host page's own button and body left as they were.
// Decisions live in scripts/package-check-verdicts.mjs (unit-tested). PACKAGE_CHECK_REBUILD=1 runs every prepack;
// PACKAGE_CHECK_KEEP=1 keeps the scratch folder.
// Prints "package check: N passed, N failed" and writes .reports/packages.json for the test summary.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, createStaticServer, pnpmCommand, root } from './lib.mjs';
import {
  assetEntrypoints,
  attwVerdict,
  buildIsFresh,
  cssBudgetVerdict,
  fontVerdict,
  internalDependencyVerdict,
  metadataVerdict,
  pageStylesheets,
  publishedTargets,
  readTarball,
  styleDifferences,
  tarballVerdict,
} from './package-check-verdicts.mjs';

const started = Date.now();
const packages = ['domain', 'api', 'mocks', 'ui'];
const results = [];
const phases = [];
let phaseStart = Date.now();
/** Notes how long the phase just ended took, for the summary. */
const phase = (name) => {
  phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = Date.now();
};
const record = (name, ok, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
};

/** Runs a command with its output captured; resolves with the exit code and the output. */
function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/** Runs pnpm with its output captured. */
function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand();
  return capture(command, [...prefix, ...args], options);
}

/** Runs an installed tool straight from `dir`'s node_modules/.bin (a `pnpm exec` costs a second of CPU each). */
function tool(dir, name, args, options = {}) {
  const bin = path.join(dir, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  return capture(bin, args, { cwd: dir, shell: process.platform === 'win32', ...options });
}

/** Prints a failed step's output, indented, so a failure explains itself in the log. */
const explain = (output) => {
  const text = output.trim();
  if (text) console.log(text.split('\n').slice(-25).map((line) => `    ${line}`).join('\n'));
};

/** Runs `action` over `items`, at most `limit` at a time (2 cores: builds and bundlers two at a time). */
async function pool(items, limit, action) {
  const out = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await action(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const packageDir = (name) => path.join(root, 'packages', name);
const manifests = Object.fromEntries(packages.map((name) => [name, readJson(path.join(packageDir(name), 'package.json'))]));
const rootLicense = existsSync(path.join(root, 'LICENSE')) ? readFileSync(path.join(root, 'LICENSE')) : undefined;

/** Modification times of the files under `dir`, leaving out what a build never reads (tests, stories, screenshots). */
function mtimes(dir) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [statSync(dir).mtimeMs];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : mtimes(file);
    return /\.(test|stories)\.[cm]?[jt]sx?$|\.mdx$/.test(entry.name) ? [] : [statSync(file).mtimeMs];
  });
}

/** Whether the package's dist holds every published file and is newer than everything its build reads. */
function distIsFresh(name) {
  const dir = packageDir(name);
  const manifest = manifests[name];
  const built = publishedTargets(manifest).every(({ target }) => target.includes('*') || existsSync(path.join(dir, target)));
  const internal = Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith('@betkit/'));
  const inputs = [
    ...mtimes(path.join(dir, 'src')),
    ...['package.json', 'tsup.config.ts', 'vite.config.ts', 'tsconfig.json'].flatMap((file) => mtimes(path.join(dir, file))),
    ...['tsup.base.ts', 'tsconfig.base.json'].flatMap((file) => mtimes(path.join(root, file))),
    ...internal.flatMap((dep) => mtimes(path.join(root, 'packages', dep.slice('@betkit/'.length), 'src'))),
  ];
  return built && buildIsFresh(inputs, mtimes(path.join(dir, 'dist')));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'betkit-consumer-'));
const tarballs = {};
const packed = {};

// ── pack ─────────────────────────────────────────────────────────────────────────────────────────────────────
// A fresh clone has no dist: pnpm pack runs the prepack script (the package's build). After `pnpm build` (the
// test runner's earlier layer) the dist is current and packing skips the lifecycle instead of building twice.
const rebuildAll = process.env.PACKAGE_CHECK_REBUILD === '1';
await pool(packages, 2, async (name) => {
  const manifest = manifests[name];
  const prepack = manifest.scripts?.prepack;
  const fresh = !rebuildAll && distIsFresh(name);
  const destination = path.join(scratch, 'tarballs', name);
  mkdirSync(destination, { recursive: true });
  const t0 = Date.now();
  const args = ['pack', '--pack-destination', destination, ...(fresh ? ['--config.ignore-scripts=true'] : [])];
  const { code, output } = await pnpm(args, { cwd: packageDir(name) });
  const file = readdirSync(destination).find((entry) => entry.endsWith('.tgz'));
  const how = fresh ? 'dist up to date, packed without rerunning prepack' : `prepack built dist (${((Date.now() - t0) / 1000).toFixed(1)} s)`;
  record(`pack @betkit/${name} (prepack: ${prepack ?? 'none'})`, code === 0 && file !== undefined && prepack !== undefined, how);
  if (code !== 0) explain(output);
  if (file !== undefined) tarballs[name] = path.join(destination, file);
});

phase('pack');

// ── each tarball: contents, licence, metadata, internal ranges, publint, attw ─────────────────────────────────
for (const name of packages.filter((entry) => tarballs[entry])) {
  const files = readTarball(readFileSync(tarballs[name]));
  packed[name] = { files, manifest: JSON.parse(files.get('package.json')?.toString('utf8') ?? '{}') };
}
const packedVersions = Object.fromEntries(Object.values(packed).map(({ manifest }) => [manifest.name, manifest.version]));

for (const name of packages.filter((entry) => packed[entry])) {
  const { files, manifest } = packed[name];
  const contents = tarballVerdict(files.keys(), manifest);
  record(`@betkit/${name}'s tarball holds every file its exports, types and bin point to`, contents.ok, contents.detail);
  const license = files.get('LICENSE');
  const sameLicense = license !== undefined && rootLicense !== undefined && license.equals(rootLicense);
  record(
    `@betkit/${name} is MIT with the root's LICENSE`,
    manifest.license === 'MIT' && sameLicense,
    `license ${JSON.stringify(manifest.license)}, LICENSE ${license === undefined ? 'missing' : sameLicense ? 'as the root' : 'differs from the root'}`,
  );
  const metadata = metadataVerdict(manifest);
  record(`@betkit/${name} has repository, homepage, bugs and keywords`, metadata.ok, metadata.problems.join('; '));
  const internal = internalDependencyVerdict(manifest, packedVersions);
  const asks = Object.entries(manifest.dependencies ?? {}).filter(([dep]) => dep in packedVersions);
  if (asks.length > 0) {
    record(
      `@betkit/${name} asks for its internal dependencies by caret range`,
      internal.ok,
      internal.ok ? asks.map(([dep, range]) => `${dep} ${range}`).join(', ') : internal.problems.join('; '),
    );
  }
}

// publint and attw run while the apps install and build: the installs mostly wait on the disk and the network.
const linting = pool(
  packages.filter((entry) => packed[entry]),
  2,
  async (name) => {
    const tarball = tarballs[name];
    const publint = await tool(root, 'publint', ['--strict', tarball]);
    record(`publint --strict @betkit/${name}`, publint.code === 0);
    if (publint.code !== 0) explain(publint.output);
    // attw exits 0 on a package without types: its JSON report is read instead, with every problem the esm-only
    // profile keeps; only the asset entry points (stylesheets, the service worker) are left to the tarball check.
    const attw = await tool(root, 'attw', [tarball, '--profile', 'esm-only', '--format', 'json']);
    let report;
    try {
      report = JSON.parse(attw.output.slice(attw.output.indexOf('{')));
    } catch {
      report = undefined;
    }
    const exclude = assetEntrypoints(packed[name].manifest);
    const verdict = attwVerdict(report, { exclude });
    const checked = Object.keys(report?.analysis?.entrypoints ?? {}).filter((entry) => !exclude.includes(entry));
    record(`attw @betkit/${name} (esm-only; types and code for every entry point)`, verdict.ok, verdict.ok ? checked.join(', ') : verdict.problems.join('; '));
    if (report === undefined) explain(attw.output);
  },
);

// ── the outside apps ────────────────────────────────────────────────────────────────────────────────────────
const versions = readJson(path.join(root, 'package.json')).devDependencies;
const variants = [
  {
    label: 'React 19, all four packages',
    dir: 'react19',
    entry: 'full',
    packages: ['domain', 'api', 'mocks', 'ui'],
    react: { react: versions.react, 'react-dom': versions['react-dom'], '@types/react': versions['@types/react'], '@types/react-dom': versions['@types/react-dom'] },
    extra: { msw: versions.msw },
  },
  {
    // @betkit/ui must install alone: its tarball and @betkit/domain's, nothing of api or mocks.
    label: 'React 18, @betkit/ui + @betkit/domain alone',
    dir: 'react18',
    entry: 'ui-only',
    packages: ['domain', 'ui'],
    react: { react: '^18.3.1', 'react-dom': '^18.3.1', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
    extra: {},
  },
];

/** Writes one app: the shared sources, its entry, and a manifest that installs its tarballs only. */
function writeApp(variant) {
  const app = path.join(scratch, variant.dir);
  cpSync(path.join(root, 'scripts/package-check-app'), app, { recursive: true });
  for (const entry of ['full', 'ui-only']) if (entry !== variant.entry) rmSync(path.join(app, 'src', `${entry}.tsx`));
  writeFileSync(path.join(app, 'src/main.tsx'), `import './${variant.entry}';\n`);
  const specs = Object.fromEntries(variant.packages.map((name) => [`@betkit/${name}`, `file:${tarballs[name]}`]));
  const { react, 'react-dom': reactDom, ...types } = variant.react;
  const manifest = {
    name: `betkit-consumer-${variant.dir}`,
    private: true,
    type: 'module',
    dependencies: { ...specs, react, 'react-dom': reactDom, ...variant.extra },
    devDependencies: { vite: versions.vite, '@vitejs/plugin-react': versions['@vitejs/plugin-react'], typescript: versions.typescript, ...types },
    // The tarballs' own internal ranges (e.g. ui's `^0.1.0` on domain) resolve to the packed files, never the registry.
    pnpm: { overrides: specs, onlyBuiltDependencies: ['esbuild', 'msw'] },
  };
  writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  // As a Vite app's template has it: vite/client declares the CSS imports TypeScript 6 checks (noUncheckedSideEffectImports).
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false, types: ['vite/client'] },
      include: ['src'],
    }),
  );
  writeFileSync(
    path.join(app, 'vite.config.mjs'),
    // Three pages: the app, the host page alone (the computed styles the app's host elements must keep), and the
    // odds-change dialog alone (the CSS one component brings); the manifest says which stylesheets each page loads.
    // The full app bundles the mocks too, so its one chunk is larger than Vite's default warning size.
    "import react from '@vitejs/plugin-react';\n" +
      "export default { plugins: [react()], logLevel: 'warn', build: { manifest: true, chunkSizeWarningLimit: 2000, rolldownOptions: { input: { main: 'index.html', host: 'host.html', dialog: 'dialog.html' } } } };\n",
  );
  return app;
}

/**
 * The CSS a page importing only OddsChangeDialog (in ThemeRoot) may build: the theme with Pretendard's faces, the
 * dialog frame, money and odds text and the dialog's own rules (63,266 B measured with Vite 8, of 164,934 B in all).
 */
const dialogCssBudget = 64_000;

const apps = await pool(variants, 2, async (variant) => {
  const app = writeApp(variant);
  const prefix = `[${variant.label}]`;
  // Every internal package a tarball asks for must be installed from a tarball too: a missing one would send the
  // install to the registry for an unpublished name.
  const installed = new Set(variant.packages.map((name) => `@betkit/${name}`));
  const unmet = variant.packages.flatMap((name) =>
    Object.keys(packed[name]?.manifest.dependencies ?? {})
      .filter((dep) => dep in packedVersions && !installed.has(dep))
      .map((dep) => `@betkit/${name} needs ${dep}`),
  );
  const ready = variant.packages.every((name) => tarballs[name]) && unmet.length === 0;
  const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  let t0 = Date.now();
  const install = ready ? await pnpm(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], { cwd: app }) : { code: 1, output: '' };
  record(`${prefix} install ${variant.packages.map((name) => `@betkit/${name}`).join(', ')} from their tarballs`, install.code === 0, unmet.join('; ') || seconds(t0));
  if (install.code !== 0) explain(install.output);
  if (install.code !== 0) return undefined;
  t0 = Date.now();
  const typecheck = await tool(app, 'tsc', ['-p', '.']);
  record(`${prefix} typecheck the app against the published .d.ts (skipLibCheck off)`, typecheck.code === 0, seconds(t0));
  if (typecheck.code !== 0) explain(typecheck.output);
  t0 = Date.now();
  const build = await tool(app, 'vite', ['build']);
  record(`${prefix} build the app with Vite`, build.code === 0, seconds(t0));
  if (build.code !== 0) explain(build.output);
  if (build.code === 0) {
    // Per-component CSS: the dialog page's stylesheets against all of the package's (what every app got before).
    const manifest = readJson(path.join(app, 'dist/.vite/manifest.json'));
    const pageCss = (entry) => pageStylesheets(manifest, entry).map((file) => readFileSync(path.join(app, 'dist', file), 'utf8'));
    const bytes = (sheets) => sheets.reduce((sum, css) => sum + Buffer.byteLength(css), 0);
    const dialogSheets = pageCss('dialog.html');
    const dialog = bytes(dialogSheets);
    const faces = bytes(dialogSheets.flatMap((css) => css.match(/@font-face\{[^}]*\}/g) ?? []));
    const whole = packed.ui?.files.get('dist/styles.css')?.length ?? 0;
    const verdict = cssBudgetVerdict({ bytes: dialog, budget: dialogCssBudget, reference: whole });
    const figures = `dialog page ${dialog} B (${faces} B of it Pretendard's faces; budget ${dialogCssBudget} B), slip app ${bytes(pageCss('index.html'))} B, all of @betkit/ui ${whole} B`;
    record(`${prefix} a page importing only OddsChangeDialog builds only its CSS`, verdict.ok, [figures, ...verdict.problems].join('; '));
  }
  return build.code === 0 ? { variant, app } : undefined;
});

await linting;
phase('publint, attw, and install, typecheck and build the apps');

// ── in Chromium ─────────────────────────────────────────────────────────────────────────────────────────────
/** The computed styles of the host's own elements (outside ThemeRoot), then of its button focused from the keyboard. */
async function hostStyles(page) {
  const styles = await page.evaluate(() => {
    const button = getComputedStyle(document.getElementById('host-button'));
    const body = getComputedStyle(document.body);
    const box = getComputedStyle(document.getElementById('host-box'));
    return {
      'button font-family': button.fontFamily,
      'button font-size': button.fontSize,
      'button color': button.color,
      'button background-color': button.backgroundColor,
      'body background-color': body.backgroundColor,
      'body color': body.color,
      'body font-family': body.fontFamily,
      'body margin': body.margin,
      'div box-sizing': box.boxSizing,
    };
  });
  // The host button comes first in the page, so the first Tab focuses it, as a keyboard user would.
  await page.keyboard.press('Tab');
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    const style = getComputedStyle(element);
    return { 'focused element': element.id, 'button focus outline': `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` };
  });
  return { ...styles, ...focus };
}

const hangulFontFamily = (locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

async function checkApp(browser, { variant, app }) {
  const prefix = `[${variant.label}]`;
  const server = createStaticServer(path.join(app, 'dist'), { cache: false });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    await page.goto(`${origin}/host.html`);
    const baseline = await hostStyles(page);

    await page.goto(`${origin}/`);
    const slip = page.getByRole('region', { name: '베팅카트' });
    await slip.waitFor({ timeout: 15_000 });
    // Item 4 of issue 18: fails while @betkit/ui forces page-wide rules (body, *, button, :focus-visible).
    const differences = styleDifferences(baseline, await hostStyles(page));
    record(`${prefix} the host page's own button and body keep their styles after importing @betkit/ui`, differences.length === 0, differences.join('; '));

    const reactVersion = await page.getByTestId('consumer').getAttribute('data-react');
    const wantedMajor = variant.react.react.replace(/^\D*/, '').split('.')[0];
    record(`${prefix} runs on React ${wantedMajor}`, reactVersion?.split('.')[0] === wantedMajor, `react ${reactVersion}`);

    const button = page.getByRole('button', { name: '입금하기' });
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    record(`${prefix} <Button> from @betkit/ui has its theme`, background === 'rgb(47, 111, 222)', background);
    const money = await page.getByText('₩1,234,567', { exact: true }).count();
    const odds = await page.getByText('2.99', { exact: true }).count();
    record(`${prefix} <MoneyText> and <OddsText> with the domain's formatters`, money === 1 && odds === 1, `₩1,234,567 ×${money}, 2.99 ×${odds}`);
    if (variant.packages.includes('mocks')) {
      const probe = page.getByTestId('api-mocks');
      const routes = Number(await probe.getAttribute('data-routes'));
      const baseUrl = await probe.getAttribute('data-base-url');
      record(`${prefix} @betkit/api's client and @betkit/mocks' demo backend load`, routes > 0 && baseUrl === 'https://api.example.com', `${routes} routes`);
    }

    // The slip with its Korean labels and both picks.
    const picks = slip.getByRole('list', { name: '선택한 베팅' }).getByRole('listitem');
    const labels = [
      ['heading 베팅카트', slip.getByRole('heading', { name: '베팅카트' })],
      ['총 배당', slip.getByText('총 배당', { exact: true })],
      ['예상 당첨금', slip.getByText('예상 당첨금', { exact: true })],
      ['배당변경 자동수락', slip.getByText('배당변경 자동수락', { exact: true })],
      ['field 베팅금액', slip.getByRole('textbox', { name: '베팅금액' })],
      ['button 베팅하기', slip.getByRole('button', { name: '베팅하기' })],
      ['pick 울산 HD', picks.filter({ hasText: '울산 HD' })],
      ['pick 포항 스틸러스', picks.filter({ hasText: '포항 스틸러스' })],
    ];
    const missing = [];
    for (const [label, locator] of labels) if (!(await locator.first().isVisible())) missing.push(label);
    const pickCount = await picks.count();
    record(`${prefix} <BetSlip> shows its picks and Korean labels`, missing.length === 0 && pickCount === 2, missing.length ? `not visible: ${missing.join(', ')}` : `${pickCount} picks`);

    // The font: a Pretendard face in document.fonts that loaded for the Hangul just rendered, and the heading set in it.
    await page
      .waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '').startsWith('Pretendard') && face.status === 'loaded'), null, { timeout: 8_000 })
      .catch(() => {});
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((face) => ({ family: face.family, status: face.status }));
    });
    const font = fontVerdict({ faces, fontFamily: await hangulFontFamily(slip.getByRole('heading', { name: '베팅카트' })) });
    record(`${prefix} the shipped Pretendard face loads and sets the Hangul`, font.ok, font.detail);

    // A bet: 베팅하기 → the confirm dialog's 확인 → the server's odds change opens the odds-change dialog.
    await slip.getByRole('textbox', { name: '베팅금액' }).fill('10000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    const confirm = page.getByRole('dialog', { name: '베팅 확인' });
    await confirm.waitFor({ timeout: 10_000 });
    await confirm.getByRole('button', { name: '확인' }).click();
    const title = '[배당변경]베팅을 수락하시겠습니까?';
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 10_000 });
    const cancel = dialog.getByRole('button', { name: '취소' });
    const accept = dialog.getByRole('button', { name: '수락' });
    const struck = await dialog.locator('del').first().textContent();
    const shown = await dialog.locator('ins').first().textContent();
    const dialogOk = (await dialog.getByText(title, { exact: true }).isVisible()) && (await cancel.isVisible()) && (await accept.isVisible());
    // The struck and new odds carry visually hidden words for screen readers ('이전 배당 2.10').
    record(
      `${prefix} the slip's bet opens the odds-change dialog with its title, 취소 and 수락`,
      dialogOk && struck?.includes('2.10') === true && shown?.includes('1.95') === true,
      `${struck} → ${shown}`,
    );
    const dialogFont = await hangulFontFamily(dialog.getByText(title, { exact: true }));
    record(`${prefix} the dialog, portalled to <body>, is set in Pretendard`, /^["']?Pretendard/.test(dialogFont), dialogFont);
    await accept.click();
    const placed = slip.getByText('베팅이 완료되었습니다.', { exact: true });
    const wasPlaced = await placed.waitFor({ timeout: 10_000 }).then(() => true, () => false);
    record(`${prefix} 수락 resends the bet at the new odds and it is placed`, wasPlaced && (await dialog.count()) === 0);

    // The dialog-only page: its few stylesheets still draw the dialog in the theme's panel and font.
    await page.goto(`${origin}/dialog.html`);
    const alone = page.getByRole('dialog', { name: title });
    await alone.waitFor({ timeout: 10_000 });
    const look = await alone.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, font: getComputedStyle(element).fontFamily }));
    const drawn = look.background !== 'rgba(0, 0, 0, 0)' && /^["']?Pretendard/.test(look.font);
    record(`${prefix} the dialog-only page draws the dialog on the theme's panel in Pretendard`, drawn, `${look.background}; ${look.font}`);
    record(`${prefix} no uncaught errors in the pages`, errors.length === 0, errors.join('; '));
  } catch (error) {
    record(`${prefix} drive the app in Chromium`, false, String(error).split('\n')[0]);
  } finally {
    await page.close();
    server.close();
  }
}

// An app that did not build is one more failure here, so the count never shrinks silently.
variants.forEach((variant, index) => {
  if (apps[index] === undefined) record(`[${variant.label}] drive the app in Chromium`, false, 'not run: the app did not install, typecheck or build');
});
const built = apps.filter(Boolean);
if (built.length > 0) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const app of built) await checkApp(browser, app);
  } finally {
    await browser.close();
  }
}

phase('Chromium');
// PACKAGE_CHECK_KEEP=1 leaves the tarballs and the apps for a closer look.
if (process.env.PACKAGE_CHECK_KEEP === '1') console.log(`kept ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const seconds = (Date.now() - started) / 1000;
mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(path.join(root, '.reports/packages.json'), JSON.stringify({ passed, failed, seconds, phases, results }, null, 2));
console.log(`package check took ${seconds.toFixed(1)} s (${phases.join(', ')})`);
console.log(`package check: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
  satisfiesCaret,
  styleDifferences,
  tarballVerdict,
  type Manifest,
} from './package-check-verdicts.mjs';

/** @betkit/ui's manifest as the workspace keeps it: source exports, dist on publish. */
const uiManifest: Manifest = {
  name: '@betkit/ui',
  version: '0.1.0',
  exports: { '.': './src/index.ts', './theme': './src/theme/index.ts' },
  publishConfig: {
    access: 'public',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './theme': { types: './dist/theme.d.ts', import: './dist/theme.js' },
      './styles.css': './dist/styles.css',
    },
    types: './dist/index.d.ts',
  },
};

const builtUi = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/theme.js', 'dist/theme.d.ts', 'dist/styles.css'];

describe('tarballVerdict', () => {
  it('given a tarball with the build, every publishConfig target is there', () => {
    const verdict = tarballVerdict(builtUi, uiManifest);
    expect(verdict).toMatchObject({ ok: true, missing: [] });
  });

  it('given a tarball without dist (no prepack build), it fails and names each missing file', () => {
    const verdict = tarballVerdict(['package.json', 'README.md', 'LICENSE'], uiManifest);
    expect(verdict.ok).toBe(false);
    expect(verdict.missing).toEqual([
      './dist/index.d.ts (exports["."])',
      './dist/index.js (exports["."])',
      './dist/theme.d.ts (exports["./theme"])',
      './dist/theme.js (exports["./theme"])',
      './dist/styles.css (exports["./styles.css"])',
      './dist/index.d.ts (types)',
    ]);
  });

  it('given one missing stylesheet or declaration file, it fails', () => {
    expect(tarballVerdict(builtUi.filter((file) => file !== 'dist/styles.css'), uiManifest).ok).toBe(false);
    expect(tarballVerdict(builtUi.filter((file) => file !== 'dist/theme.d.ts'), uiManifest).ok).toBe(false);
  });

  it('given no LICENSE or README, it fails', () => {
    expect(tarballVerdict(builtUi.filter((file) => file !== 'LICENSE'), uiManifest).missing).toEqual(['LICENSE']);
    expect(tarballVerdict(builtUi.filter((file) => file !== 'README.md'), uiManifest).missing).toEqual(['README.md']);
  });

  it('given a manifest that points nowhere, it fails rather than passing an empty list', () => {
    expect(tarballVerdict(['package.json', 'README.md', 'LICENSE'], { name: 'x' }).ok).toBe(false);
  });

  it('reads the packed manifest too, where pnpm already moved publishConfig.exports to exports', () => {
    const packed = { name: '@betkit/domain', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } };
    expect(tarballVerdict(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'], packed).ok).toBe(true);
    expect(tarballVerdict(['package.json', 'README.md', 'LICENSE', 'dist/index.js'], packed).missing).toEqual(['./dist/index.d.ts (exports["."])']);
  });

  it('checks bin and pattern exports', () => {
    const manifest = { name: '@betkit/mocks', exports: { './fixtures/*': './dist/fixtures/*.js' }, bin: { 'betkit-mock-server': './dist/bin/mock-server.js' } };
    expect(publishedTargets(manifest).map((t) => t.field)).toEqual(['exports["./fixtures/*"]', 'bin["betkit-mock-server"]']);
    const base = ['package.json', 'README.md', 'LICENSE'];
    expect(tarballVerdict([...base, 'dist/fixtures/members.js', 'dist/bin/mock-server.js'], manifest).ok).toBe(true);
    expect(tarballVerdict([...base, 'dist/bin/mock-server.js'], manifest).ok).toBe(false);
  });
});

describe('assetEntrypoints', () => {
  it('are the plain string exports (stylesheets, the service worker), not the typed modules', () => {
    expect(assetEntrypoints(uiManifest)).toEqual(['./styles.css']);
    expect(assetEntrypoints({ exports: { '.': { types: './a.d.ts', import: './a.js' }, './mockServiceWorker.js': './public/mockServiceWorker.js' } })).toEqual([
      './mockServiceWorker.js',
    ]);
  });
});

/** One entry point's resolution as attw reports it. */
const resolved = (name: string, kind: string, typed = true, implementation = true) => ({
  name,
  resolutionKind: kind,
  resolution: { fileName: `/node_modules/@betkit/ui/dist/${name === '.' ? 'index' : 'theme'}.${typed ? 'd.ts' : 'js'}`, isTypeScript: typed, isJson: false, trace: [] },
  ...(implementation ? { implementationResolution: { fileName: '/node_modules/@betkit/ui/dist/index.js', isTypeScript: false, isJson: false, trace: [] } } : {}),
  visibleProblems: [],
});
const kinds = ['node10', 'node16-cjs', 'node16-esm', 'bundler'];
const entry = (name: string, overrides: Record<string, unknown> = {}) => ({
  subpath: name,
  hasTypes: true,
  isWildcard: false,
  resolutions: Object.fromEntries(kinds.map((kind) => [kind, { ...resolved(name, kind), ...((overrides[kind] as object | undefined) ?? {}) }])),
});
/** An ESM-only package that is fine except for what the esm-only profile ignores (node10, CommonJS) and its stylesheet. */
const goodReport = {
  analysis: {
    packageName: '@betkit/ui',
    packageVersion: '0.1.0',
    types: { kind: 'included' },
    entrypoints: { '.': entry('.'), './theme': entry('./theme'), './styles.css': { subpath: './styles.css', resolutions: {} } },
    problems: [
      { kind: 'CJSResolvesToESM', entrypoint: '.', resolutionKind: 'node16-cjs' },
      { kind: 'NoResolution', entrypoint: './theme', resolutionKind: 'node10' },
      { kind: 'NoResolution', entrypoint: './styles.css', resolutionKind: 'bundler' },
    ],
  },
};

describe('attwVerdict', () => {
  it('given typed ESM entry points, it passes with the esm-only profile and the stylesheet left out', () => {
    expect(attwVerdict(goodReport, { exclude: ['./styles.css'] })).toEqual({ ok: true, problems: [] });
  });

  it('given a tarball without code (attw exits 0 and says types: false), it fails', () => {
    const verdict = attwVerdict({ analysis: { packageName: '@betkit/domain', packageVersion: '0.1.0', types: false } });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatch(/no types/);
  });

  it('given a problem in a resolution the profile keeps, it fails and names it', () => {
    const report = structuredClone(goodReport);
    report.analysis.problems.push({ kind: 'FalseESM', entrypoint: '.', resolutionKind: 'node16-esm' });
    expect(attwVerdict(report, { exclude: ['./styles.css'] })).toEqual({ ok: false, problems: ['FalseESM (., node16-esm)'] });
  });

  it('given a file-level problem without an entry point (an internal resolution error), it fails', () => {
    const report = structuredClone(goodReport);
    report.analysis.problems.push({ kind: 'InternalResolutionError', resolutionOption: 'bundler', fileName: '/dist/index.d.ts' } as never);
    expect(attwVerdict(report, { exclude: ['./styles.css'] }).ok).toBe(false);
  });

  it('given an entry point that resolves to JavaScript only, or to nothing, it fails', () => {
    const untyped = structuredClone(goodReport);
    untyped.analysis.entrypoints['./theme'] = entry('./theme', { bundler: resolved('./theme', 'bundler', false) });
    expect(attwVerdict(untyped, { exclude: ['./styles.css'] }).problems).toEqual(['./theme (bundler): resolves to untyped /node_modules/@betkit/ui/dist/theme.js']);
    const missing = structuredClone(goodReport);
    missing.analysis.entrypoints['.'] = entry('.', { 'node16-esm': { resolution: undefined } });
    expect(attwVerdict(missing, { exclude: ['./styles.css'] }).problems).toEqual(['. (node16-esm): does not resolve']);
    const noCode = structuredClone(goodReport);
    noCode.analysis.entrypoints['.'] = entry('.', { bundler: { implementationResolution: undefined } });
    expect(attwVerdict(noCode, { exclude: ['./styles.css'] }).problems).toEqual(['. (bundler): types without an implementation']);
  });

  it('does not hide the stylesheet unless asked to, and fails on a report that is not one', () => {
    expect(attwVerdict(goodReport).ok).toBe(false);
    expect(attwVerdict(undefined).ok).toBe(false);
    expect(attwVerdict({ analysis: { types: { kind: 'included' }, entrypoints: {}, problems: [] } }).problems).toEqual(['no entry points to check']);
  });
});

describe('fontVerdict', () => {
  const stack = '"Pretendard Variable", Pretendard, -apple-system, sans-serif';
  const face = (status: string, family = '"Pretendard Variable"') => ({ family, status });

  it('given a loaded Pretendard face and a Hangul element set in it, it passes', () => {
    const verdict = fontVerdict({ faces: [face('unloaded'), face('loaded'), face('unloaded')], fontFamily: stack });
    expect(verdict.ok).toBe(true);
    expect(verdict.detail).toBe('1 of 3 Pretendard faces loaded; Pretendard Variable');
  });

  it('given no face at all (the case document.fonts.check calls true), it fails', () => {
    const verdict = fontVerdict({ faces: [], fontFamily: stack });
    expect(verdict).toEqual({ ok: false, detail: 'no Pretendard face in document.fonts (0 faces)' });
  });

  it("given only other families' faces, it fails", () => {
    expect(fontVerdict({ faces: [face('loaded', 'Inter')], fontFamily: stack }).ok).toBe(false);
  });

  it('given faces that never loaded (wrong unicode-range, a 404 subset), it fails', () => {
    const verdict = fontVerdict({ faces: [face('unloaded'), face('error'), face('unloaded')], fontFamily: stack });
    expect(verdict).toEqual({ ok: false, detail: '3 Pretendard faces, none loaded (2 unloaded, 1 error)' });
  });

  it('given a loaded face but an element that falls back to another family, it fails', () => {
    const verdict = fontVerdict({ faces: [face('loaded')], fontFamily: '"Times New Roman"' });
    expect(verdict).toEqual({ ok: false, detail: `the Hangul element computes to '"Times New Roman"'` });
    expect(fontVerdict({ faces: [face('loaded')], fontFamily: 'system-ui, "Pretendard Variable"' }).ok).toBe(false);
  });

  it("accepts Pretendard's static family too, with single or no quotes", () => {
    expect(fontVerdict({ faces: [face('loaded', 'Pretendard')], fontFamily: "'Pretendard', sans-serif" }).ok).toBe(true);
  });
});

describe('styleDifferences', () => {
  const baseline = { 'button color': 'rgb(0, 0, 0)', 'body margin': '8px' };
  it('given the same computed styles, there is nothing to report', () => {
    expect(styleDifferences(baseline, { ...baseline })).toEqual([]);
  });
  it('given a library that resets the host page, it lists each changed property', () => {
    expect(styleDifferences(baseline, { 'button color': 'rgb(230, 233, 239)', 'body margin': '0px' })).toEqual([
      'button color: rgb(0, 0, 0) → rgb(230, 233, 239)',
      'body margin: 8px → 0px',
    ]);
    expect(styleDifferences(baseline, {})).toEqual(['button color: rgb(0, 0, 0) → (none)', 'body margin: 8px → (none)']);
  });
});

describe('internalDependencyVerdict', () => {
  const versions = { '@betkit/domain': '0.1.0', '@betkit/api': '0.1.0' };
  it('given workspace:^ packed to a caret range of the packed version, it passes', () => {
    expect(internalDependencyVerdict({ dependencies: { '@betkit/domain': '^0.1.0', react: '19.0.0' } }, versions)).toEqual({ ok: true, problems: [] });
  });
  it('given workspace:* packed to an exact pin, it fails', () => {
    expect(internalDependencyVerdict({ dependencies: { '@betkit/domain': '0.1.0' } }, versions).problems).toEqual([
      "dependencies.@betkit/domain is pinned to '0.1.0', not a caret range",
    ]);
  });
  it('given a range the packed version does not satisfy, or an unreplaced workspace protocol, it fails', () => {
    expect(internalDependencyVerdict({ dependencies: { '@betkit/domain': '^0.2.0' } }, versions).ok).toBe(false);
    expect(internalDependencyVerdict({ dependencies: { '@betkit/api': 'workspace:^' } }, versions).ok).toBe(false);
  });
});

describe('satisfiesCaret', () => {
  it('follows npm: ^1.2.3 takes 1.x ≥ 1.2.3; ^0.1.0 takes 0.1.x; ^0.0.3 takes only 0.0.3', () => {
    expect(satisfiesCaret('^1.2.3', '1.9.0')).toBe(true);
    expect(satisfiesCaret('^1.2.3', '1.2.2')).toBe(false);
    expect(satisfiesCaret('^1.2.3', '2.0.0')).toBe(false);
    expect(satisfiesCaret('^0.1.0', '0.1.7')).toBe(true);
    expect(satisfiesCaret('^0.1.0', '0.2.0')).toBe(false);
    expect(satisfiesCaret('^0.0.3', '0.0.3')).toBe(true);
    expect(satisfiesCaret('^0.0.3', '0.0.4')).toBe(false);
    expect(satisfiesCaret('0.1.0', '0.1.0')).toBe(false);
  });
});

describe('readTarball', () => {
  // The fixture tarball is made with the system's tar; a machine without one (Windows without Git's tools) skips it.
  const hasTar = spawnSync('tar', ['--version']).status === 0;
  it.skipIf(!hasTar)('lists a gzipped tarball as pnpm packs it, long paths included (ustar prefix, GNU and PAX headers)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'package-check-verdicts-'));
    try {
      const long = `dist/${'fonts/'.repeat(12)}pretendard-subset-0.woff2`;
      mkdirSync(path.join(dir, 'package', path.dirname(long)), { recursive: true });
      writeFileSync(path.join(dir, 'package/package.json'), '{"name":"@betkit/x"}');
      writeFileSync(path.join(dir, 'package/LICENSE'), 'MIT');
      writeFileSync(path.join(dir, 'package', long), 'font');
      for (const format of ['gnu', 'pax', 'ustar']) {
        const file = path.join(dir, `${format}.tgz`);
        expect(spawnSync('tar', ['-czf', file, `--format=${format}`, 'package'], { cwd: dir }).status).toBe(0);
        const files = readTarball(readFileSync(file));
        expect([...files.keys()].sort()).toEqual(['LICENSE', long, 'package.json']);
        expect(files.get('package.json')!.toString()).toBe('{"name":"@betkit/x"}');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('metadataVerdict', () => {
  const complete: Manifest = {
    name: '@betkit/ui',
    license: 'MIT',
    repository: { type: 'git', url: 'git+https://github.com/betkit/betkit.git', directory: 'packages/ui' },
    homepage: 'https://github.com/betkit/betkit/tree/main/packages/ui#readme',
    bugs: { url: 'https://github.com/betkit/betkit/issues' },
    keywords: ['react', 'design-system'],
  };
  it('given a licence, the repository with its directory, homepage, bugs and keywords, it passes', () => {
    expect(metadataVerdict(complete)).toEqual({ ok: true, problems: [] });
    expect(metadataVerdict({ ...complete, bugs: 'https://github.com/betkit/betkit/issues' }).ok).toBe(true);
  });
  it("given today's manifest (UNLICENSED, nothing else), it fails on each field", () => {
    expect(metadataVerdict({ name: '@betkit/ui', license: 'UNLICENSED' }).problems).toEqual([
      'license is "UNLICENSED", not \'MIT\'',
      'no repository object',
      'no https homepage',
      'no bugs URL',
      'no keywords',
    ]);
  });
  it('given a repository without its directory or keywords left empty, it fails', () => {
    expect(metadataVerdict({ ...complete, repository: { type: 'git', url: 'https://github.com/betkit/betkit' } }).problems).toEqual([
      'repository.directory is missing',
    ]);
    expect(metadataVerdict({ ...complete, keywords: [] }).ok).toBe(false);
  });
});

describe('buildIsFresh', () => {
  it('given outputs newer than every input, the dist can be packed as it is', () => {
    expect(buildIsFresh([100, 200], [300, 250])).toBe(true);
    expect(buildIsFresh([200], [200])).toBe(true);
  });
  it('given no dist, or a source edited after the oldest output, pnpm pack must build', () => {
    expect(buildIsFresh([100], [])).toBe(false);
    expect(buildIsFresh([100, 260], [300, 250])).toBe(false);
  });
});

describe('pageStylesheets', () => {
  /** A Vite manifest as the package check's apps build it: two pages sharing the theme's chunk, one lazy dialog. */
  const manifest = {
    'dialog.html': { file: 'assets/dialog.js', imports: ['_shared.js'], css: ['assets/dialog.css'] },
    'index.html': { file: 'assets/main.js', imports: ['_shared.js'], dynamicImports: ['_Lazy.js'], css: ['assets/main.css'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/shared.css'] },
    '_Lazy.js': { file: 'assets/Lazy.js', imports: ['_shared.js'], css: ['assets/Lazy.css'] },
    'host.html': { file: 'assets/host.js', css: ['assets/host.css'] },
  };
  it("gives a page's own CSS and that of every chunk it imports, each once", () => {
    expect(pageStylesheets(manifest, 'dialog.html')).toEqual(['assets/dialog.css', 'assets/shared.css', 'assets/main.css', 'assets/Lazy.css']);
  });
  it('counts the CSS of chunks loaded on demand, and nothing of pages not reached', () => {
    expect(pageStylesheets(manifest, 'index.html')).toEqual(['assets/main.css', 'assets/shared.css', 'assets/Lazy.css']);
    expect(pageStylesheets(manifest, 'host.html')).toEqual(['assets/host.css']);
  });
  it('given an entry the manifest lacks, it gives nothing', () => {
    expect(pageStylesheets(manifest, 'missing.html')).toEqual([]);
  });
});

describe('cssBudgetVerdict', () => {
  it("given the dialog's own CSS within the budget and far below the package's, it passes", () => {
    expect(cssBudgetVerdict({ bytes: 63_266, budget: 64_000, reference: 164_934 })).toEqual({ ok: true, problems: [] });
  });
  it('given every component\'s CSS (one stylesheet for the package), it fails on the budget and the share', () => {
    expect(cssBudgetVerdict({ bytes: 164_934, budget: 64_000, reference: 164_934 }).problems).toEqual([
      '164934 B of CSS, over the budget of 64000 B',
      "164934 B is more than 50 % of the package's 164934 B",
    ]);
  });
  it('given no CSS at all (the component lost its styles), it fails', () => {
    expect(cssBudgetVerdict({ bytes: 0, budget: 64_000, reference: 164_934 }).problems).toEqual(['no CSS at all: the component would be unstyled']);
  });
});

// The package check's decisions, kept pure so unit tests can make each of them fail: what a tarball must hold,
// what attw's JSON report must say, whether the font really loaded, whether a host page kept its own styles,
// and how the internal dependencies are pinned. scripts/package-check.mjs gathers the facts and asks these.
import { gunzipSync } from 'node:zlib';

/** Reads a .tgz (or plain .tar) into a map of path → contents, each path without the leading `package/`. */
export function readTarball(buffer) {
  const tar = buffer[0] === 0x1f && buffer[1] === 0x8b ? gunzipSync(buffer) : buffer;
  const files = new Map();
  let offset = 0;
  let longName;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1) || '0';
    const prefix = text(257, 6).startsWith('ustar') ? text(345, 155) : '';
    const body = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      // A PAX header: its `path` record names the next entry.
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = body.toString('utf8').replace(/\0.*$/s, '');
      continue;
    }
    const name = longName ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    longName = undefined;
    if (type !== '0' && type !== '\0' && type !== '7') continue;
    files.set(name.replace(/^[^/]+\//, ''), Buffer.from(body));
  }
  return files;
}

/** The manifest as published: publishConfig's fields over the top-level ones (pnpm pack applies them the same way). */
export function publishedManifest(manifest) {
  const { publishConfig = {}, ...rest } = manifest;
  const { access: _access, registry: _registry, tag: _tag, directory: _directory, ...fields } = publishConfig;
  return { ...rest, ...fields };
}

/** Every string target under an `exports` value (conditions and nested conditions included), with its entry point. */
function exportTargets(exports, subpath = '.') {
  if (typeof exports === 'string') return [{ subpath, target: exports }];
  if (Array.isArray(exports)) return exports.flatMap((value) => exportTargets(value, subpath));
  if (exports === null || typeof exports !== 'object') return [];
  const keys = Object.keys(exports);
  const bySubpath = keys.length > 0 && keys.every((key) => key.startsWith('.'));
  return keys.flatMap((key) => exportTargets(exports[key], bySubpath ? key : subpath));
}

/** The files a published manifest points to: every exports target, types/typings, main, module and bin. */
export function publishedTargets(manifest) {
  const published = publishedManifest(manifest);
  const targets = exportTargets(published.exports ?? {}).map(({ subpath, target }) => ({ field: `exports["${subpath}"]`, target }));
  for (const field of ['types', 'typings', 'main', 'module']) {
    if (typeof published[field] === 'string') targets.push({ field, target: published[field] });
  }
  const bin = typeof published.bin === 'string' ? { [published.name]: published.bin } : (published.bin ?? {});
  for (const [name, target] of Object.entries(bin)) targets.push({ field: `bin["${name}"]`, target });
  return targets;
}

const normalise = (file) => file.replace(/^\.\//, '');

/** Whether a pattern target (`./dist/*.js`) matches at least one file. */
function matchesPattern(pattern, files) {
  const [before, after] = normalise(pattern).split('*');
  return files.some((file) => file.startsWith(before) && file.endsWith(after) && file.length >= before.length + after.length);
}

/**
 * Whether a tarball's listing holds every file its manifest points to, and the files every package must carry.
 * `files` are paths inside the package (`dist/index.js`); `manifest` is the packed package.json (or the
 * workspace's, whose publishConfig is applied). A tarball without its build fails here, whatever attw says.
 */
export function tarballVerdict(files, manifest, { required = ['package.json', 'README.md', 'LICENSE'] } = {}) {
  const listing = [...files].map(normalise);
  const missing = [];
  const targets = publishedTargets(manifest);
  if (targets.length === 0) missing.push('(no exports, types, main or bin at all)');
  for (const { field, target } of targets) {
    const present = target.includes('*') ? matchesPattern(target, listing) : listing.includes(normalise(target));
    if (!present) missing.push(`${target} (${field})`);
  }
  for (const file of required) if (!listing.includes(file)) missing.push(file);
  return {
    ok: missing.length === 0,
    missing,
    detail: missing.length === 0 ? `${listing.length} files, all ${targets.length} targets present` : `missing ${missing.join(', ')}`,
  };
}

/**
 * The entry points that are assets rather than typed modules: a plain string export with no `types` condition
 * (a stylesheet, a service worker). There is nothing for attw to type there; the tarball check covers them.
 */
export function assetEntrypoints(manifest) {
  const exports = publishedManifest(manifest).exports;
  if (exports === null || typeof exports !== 'object' || Array.isArray(exports)) return [];
  return Object.entries(exports)
    .filter(([subpath, value]) => subpath.startsWith('.') && typeof value === 'string')
    .map(([subpath]) => subpath);
}

/**
 * attw's verdict from its JSON report (`attw --format json`), which unlike its exit code says when a package has
 * no types at all. Every entry point except `exclude` must resolve, for each resolution kind not in
 * `ignoreResolutions`, to TypeScript declarations and to an implementation file, with no problem reported.
 */
export function attwVerdict(report, { ignoreResolutions = ['node10', 'node16-cjs'], exclude = [] } = {}) {
  const analysis = report?.analysis;
  if (analysis === undefined) return { ok: false, problems: ['no analysis in the report'] };
  if (analysis.types === false) return { ok: false, problems: ['no types: the package has no .d.ts (nothing built?)'] };
  const problems = [];
  const entrypoints = Object.entries(analysis.entrypoints ?? {}).filter(([name]) => !exclude.includes(name));
  if (entrypoints.length === 0) problems.push('no entry points to check');
  for (const [name, entry] of entrypoints) {
    for (const [kind, resolution] of Object.entries(entry.resolutions ?? {})) {
      if (ignoreResolutions.includes(kind)) continue;
      if (resolution.resolution?.fileName === undefined) problems.push(`${name} (${kind}): does not resolve`);
      else if (!resolution.resolution.isTypeScript) problems.push(`${name} (${kind}): resolves to untyped ${resolution.resolution.fileName}`);
      else if (resolution.implementationResolution?.fileName === undefined) problems.push(`${name} (${kind}): types without an implementation`);
    }
  }
  for (const problem of analysis.problems ?? []) {
    if (problem.resolutionKind !== undefined && ignoreResolutions.includes(problem.resolutionKind)) continue;
    if (problem.resolutionOption !== undefined && ignoreResolutions.includes(problem.resolutionOption)) continue;
    if (problem.entrypoint !== undefined && exclude.includes(problem.entrypoint)) continue;
    const where = [problem.entrypoint, problem.resolutionKind ?? problem.resolutionOption, problem.fileName ?? problem.typesFileName]
      .filter(Boolean)
      .join(', ');
    problems.push(`${problem.kind}${where ? ` (${where})` : ''}`);
  }
  return { ok: problems.length === 0, problems: [...new Set(problems)] };
}

/** A CSS family name without its quotes. */
const unquote = (family) => family.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * Whether the shipped font really draws the Hangul: a face of `family` is in document.fonts and has loaded (after
 * rendering Hangul and awaiting document.fonts.ready), and a Hangul element's computed font-family starts with it.
 * `faces` are document.fonts' {family, status}; `fontFamily` is the element's computed font-family.
 */
export function fontVerdict({ faces, fontFamily }, family = 'Pretendard') {
  const ours = faces.filter((face) => unquote(face.family).startsWith(family));
  const loaded = ours.filter((face) => face.status === 'loaded');
  const first = unquote((fontFamily ?? '').split(',')[0] ?? '');
  const problems = [];
  if (ours.length === 0) problems.push(`no ${family} face in document.fonts (${faces.length} faces)`);
  else if (loaded.length === 0) {
    const counts = new Map();
    for (const face of ours) counts.set(face.status, (counts.get(face.status) ?? 0) + 1);
    const statuses = [...counts].map(([status, count]) => `${count} ${status}`);
    problems.push(`${ours.length} ${family} faces, none loaded (${statuses.join(', ')})`);
  }
  if (!first.startsWith(family)) problems.push(`the Hangul element computes to '${fontFamily ?? ''}'`);
  return {
    ok: problems.length === 0,
    detail: problems.length === 0 ? `${loaded.length} of ${ours.length} ${family} faces loaded; ${first}` : problems.join('; '),
  };
}

/** The properties whose computed values differ between a page without the library and the same page with it. */
export function styleDifferences(baseline, actual) {
  return Object.keys(baseline)
    .filter((property) => baseline[property] !== actual[property])
    .map((property) => `${property}: ${baseline[property]} → ${actual[property] ?? '(none)'}`);
}

/** Whether `version` satisfies a caret range `^x.y.z` (0.y and 0.0.z ranges included, no pre-releases). */
export function satisfiesCaret(range, version) {
  const parse = (text) => /^(\d+)\.(\d+)\.(\d+)$/.exec(text)?.slice(1).map(Number);
  const low = range.startsWith('^') ? parse(range.slice(1)) : undefined;
  const have = parse(version);
  if (low === undefined || have === undefined) return false;
  const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  if (compare(have, low) < 0) return false;
  if (low[0] > 0) return have[0] === low[0];
  if (low[1] > 0) return have[0] === 0 && have[1] === low[1];
  return have[0] === 0 && have[1] === 0 && have[2] === low[2];
}

/**
 * How a packed manifest asks for the other public packages: a caret range (`workspace:^` packs to `^x.y.z`) that
 * the version packed beside it satisfies, so a consumer's install can share one copy and accept patches. An exact
 * pin or a leftover `workspace:` protocol fails. `versions` maps each public package name to its packed version.
 */
export function internalDependencyVerdict(manifest, versions) {
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (!(name in versions)) continue;
      if (range.startsWith('workspace:')) problems.push(`${field}.${name} is still '${range}'`);
      else if (!range.startsWith('^')) problems.push(`${field}.${name} is pinned to '${range}', not a caret range`);
      else if (!satisfiesCaret(range, versions[name])) problems.push(`${field}.${name} '${range}' does not accept the packed ${versions[name]}`);
    }
  }
  return { ok: problems.length === 0, problems };
}

/**
 * The publishing metadata a registry page and a licence scanner read: the licence, where the source lives (the
 * repository with the package's directory), the homepage, where to report bugs, and search keywords.
 */
export function metadataVerdict(manifest, { license = 'MIT' } = {}) {
  const problems = [];
  if (manifest.license !== license) problems.push(`license is ${JSON.stringify(manifest.license)}, not '${license}'`);
  const repository = manifest.repository;
  if (typeof repository !== 'object' || repository === null) problems.push('no repository object');
  else {
    if (repository.type !== 'git') problems.push('repository.type is not git');
    if (typeof repository.url !== 'string' || !/^(git\+)?https:\/\//.test(repository.url)) problems.push('repository.url is not an https URL');
    if (typeof repository.directory !== 'string' || repository.directory === '') problems.push('repository.directory is missing');
  }
  if (typeof manifest.homepage !== 'string' || !manifest.homepage.startsWith('https://')) problems.push('no https homepage');
  const bugs = typeof manifest.bugs === 'string' ? manifest.bugs : manifest.bugs?.url;
  if (typeof bugs !== 'string' || !bugs.startsWith('https://')) problems.push('no bugs URL');
  if (!Array.isArray(manifest.keywords) || manifest.keywords.length === 0) problems.push('no keywords');
  return { ok: problems.length === 0, problems };
}

/**
 * Whether a package's dist can be packed as it is: it exists and every output is at least as new as every input
 * (sources, manifest, build configs). Otherwise pnpm pack must run the prepack build.
 */
export function buildIsFresh(inputTimes, outputTimes) {
  if (outputTimes.length === 0) return false;
  return Math.max(0, ...inputTimes) <= Math.min(...outputTimes);
}

/**
 * The stylesheets a built page loads, from Vite's manifest (`build.manifest`): the CSS of its entry and of every
 * chunk it imports, statically or on demand, each once.
 */
export function pageStylesheets(manifest, entry) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) files.add(css);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...files];
}

/**
 * Whether a page importing one component builds that component's CSS alone: some CSS (none means its styles were
 * lost), at most `budget` bytes, and at most `share` of `reference` (all of the package's CSS, which every app got
 * when the package shipped one stylesheet).
 */
export function cssBudgetVerdict({ bytes, budget, reference, share = 0.5 }) {
  const problems = [];
  if (!(bytes > 0)) problems.push('no CSS at all: the component would be unstyled');
  if (bytes > budget) problems.push(`${bytes} B of CSS, over the budget of ${budget} B`);
  if (bytes > reference * share) problems.push(`${bytes} B is more than ${Math.round(share * 100)} % of the package's ${reference} B`);
  return { ok: problems.length === 0, problems };
}

// Types of scripts/package-check-verdicts.mjs, for its unit test.
export interface Manifest {
  name?: string;
  version?: string;
  exports?: unknown;
  types?: string;
  typings?: string;
  main?: string;
  module?: string;
  bin?: string | Record<string, string>;
  publishConfig?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export interface Verdict {
  ok: boolean;
  detail: string;
}
export function readTarball(buffer: Buffer): Map<string, Buffer>;
export function publishedManifest(manifest: Manifest): Manifest;
export function publishedTargets(manifest: Manifest): Array<{ field: string; target: string }>;
export function tarballVerdict(
  files: Iterable<string>,
  manifest: Manifest,
  options?: { required?: readonly string[] },
): Verdict & { missing: string[] };
export function assetEntrypoints(manifest: Manifest): string[];
export function attwVerdict(
  report: unknown,
  options?: { ignoreResolutions?: readonly string[]; exclude?: readonly string[] },
): { ok: boolean; problems: string[] };
export function fontVerdict(
  facts: { faces: ReadonlyArray<{ family: string; status: string }>; fontFamily: string | undefined },
  family?: string,
): Verdict;
export function styleDifferences(baseline: Record<string, string>, actual: Record<string, string>): string[];
export function satisfiesCaret(range: string, version: string): boolean;
export function internalDependencyVerdict(manifest: Manifest, versions: Record<string, string>): { ok: boolean; problems: string[] };
export function metadataVerdict(manifest: Manifest, options?: { license?: string }): { ok: boolean; problems: string[] };
export function buildIsFresh(inputTimes: readonly number[], outputTimes: readonly number[]): boolean;
/** One chunk of Vite's build manifest (`.vite/manifest.json`), keyed by its source. */
export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export function pageStylesheets(manifest: Record<string, ViteManifestChunk>, entry: string): string[];
export function cssBudgetVerdict(facts: { bytes: number; budget: number; reference: number; share?: number }): { ok: boolean; problems: string[] };

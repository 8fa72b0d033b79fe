import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossFeatureImports } from './cross-feature-imports.js';

const siteSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/src');

/** The site files a file imports by relative path, as paths under apps/site/src with their extension. */
function importedSiteFiles(file: string): string[] {
  const source = readFileSync(path.join(siteSource, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((match) => (match[1] ? [match[1]] : []));
  return specifiers.flatMap((specifier) => {
    const target = path.join(path.dirname(file), specifier);
    const found = ['', '.ts', '.tsx'].map((ext) => target + ext).find((candidate) => existsSync(path.join(siteSource, candidate)));
    return found ? [found.split(path.sep).join('/')] : [];
  });
}

// The allow-list only shrinks: a line whose import is gone must go with it, or the list would let the debt come back.
describe('the site feature boundary allow-list', () => {
  it.each(Object.entries(crossFeatureImports))('%s still imports every file listed for it', (file, imports) => {
    expect(existsSync(path.join(siteSource, file)), `${file} no longer exists`).toBe(true);
    expect(importedSiteFiles(file)).toEqual(expect.arrayContaining(imports));
  });
});

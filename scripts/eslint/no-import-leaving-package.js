import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/** The folder of the nearest package.json at or above `folder`. */
function packageRoot(folder) {
  let current = folder;
  while (!existsSync(join(current, 'package.json'))) {
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
  return current;
}

/**
 * Refuses a relative import that climbs out of the importing file's package: another package is reached by
 * its name (so the dependency is declared and the direction rules apply), never by `../../..`.
 */
export const noImportLeavingPackage = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside their package; other packages are imported by name.' },
    messages: { leaves: "'{{source}}' leaves the package at {{root}}; import the other package by its name." },
    schema: [],
  },
  create(context) {
    const fileFolder = dirname(context.filename);
    const root = packageRoot(fileFolder);
    const check = (node) => {
      const source = node.source?.value;
      if (!root || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(fileFolder, source);
      if (target !== root && !target.startsWith(root + sep)) {
        context.report({ node: node.source, messageId: 'leaves', data: { source, root: root.split(sep).slice(-2).join('/') } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

// How `changeset version` writes each package's CHANGELOG.md (the "changelog" entry of config.json).
// Like @changesets/cli/changelog, but without commit hashes (the packages' readers see them on npm, where a bare hash
// leads nowhere) and with one line naming the internal packages (and versions) a release depends on, instead of a
// line per changeset of those packages.

/** One changeset's note as a list item; its further lines are indented under it, and a blank line ends a long one. */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.trim().split('\n').map((line) => line.trimEnd());
  const item = [`- ${first}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`))].join('\n');
  return rest.length > 0 ? `${item}\n\n` : item;
}

/** The internal dependencies released with this version, on one line. */
async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return '';
  const versions = dependenciesUpdated.map(({ name, newVersion }) => `\`${name}@${newVersion}\``);
  return `- Depends on ${versions.join(', ')}.`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };

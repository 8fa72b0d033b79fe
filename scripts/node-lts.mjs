// The project runs on the Node LTS named in .node-version (24). A machine with an older Node gets that one from the
// npm registry (the node-<platform>-<arch> package holds the official binary) into ~/.cache/betkit, so `npm start`
// and `npm test` still work where only an old Node and npm are installed.
//   node scripts/node-lts.mjs --bin   prints the directory whose `node` to put first on PATH (fetching it if needed)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The exact version the project runs on (.node-version), and its major. */
export const nodeLtsVersion = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
export const nodeLtsMajor = Number(nodeLtsVersion.split('.')[0]);

/** True when this process already runs on the LTS major (or newer). */
export const runsOnNodeLts = () => Number(process.versions.node.split('.')[0]) >= nodeLtsMajor;

/** The bin directory of the LTS Node in the cache, fetched from the npm registry on first use. */
export function nodeLtsBin() {
  const home = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'betkit', `node-${nodeLtsVersion}`);
  const bin = path.join(home, 'bin');
  if (existsSync(path.join(bin, 'node'))) return bin;
  const binaryPackage = `node-${process.platform}-${process.arch}@${nodeLtsVersion}`;
  console.error(`▸ Node ${process.versions.node} is older than the project's ${nodeLtsVersion}: fetching ${binaryPackage} from the npm registry …`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'betkit-node-'));
  try {
    const packed = spawnSync('npm', ['pack', binaryPackage, '--pack-destination', scratch, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${binaryPackage} failed`);
    // Only the binary and its licence: the package also carries headers and docs.
    const unpacked = spawnSync('tar', ['-xzf', path.join(scratch, tarball), '-C', scratch, 'package/bin/node', 'package/LICENSE'], { stdio: 'inherit' });
    if (unpacked.status !== 0) throw new Error(`could not unpack ${tarball}`);
    mkdirSync(path.dirname(home), { recursive: true });
    rmSync(home, { recursive: true, force: true });
    // A rename, so a half-unpacked Node is never mistaken for a whole one.
    renameSync(path.join(scratch, 'package'), home);
    return bin;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Runs the calling script again under the LTS Node when this one is older, with that Node first on PATH (so pnpm,
 * Vite, Vitest and Playwright's runners use it too), and exits with its code. On the LTS it returns at once.
 */
export function runOnNodeLts() {
  if (runsOnNodeLts()) return;
  let bin;
  try {
    bin = nodeLtsBin();
  } catch (error) {
    console.error(`Could not get Node ${nodeLtsVersion} (${error.message}). Install Node ${nodeLtsMajor} LTS and run this again.`);
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawnSync(path.join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(child.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--bin')) {
  console.log(runsOnNodeLts() ? path.dirname(process.execPath) : nodeLtsBin());
}

// Shared helpers of the repository's scripts: running commands, finding pnpm and Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm to call: the one on PATH, else pnpm 10 through npx (corepack fails on these machines). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', 'pnpm@10'];
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

/** Runs pnpm with the given arguments. */
export function runPnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** The Chromium the tests drive: CHROME_PATH, else Debian's, else undefined (Playwright's own download). */
export function chromiumPath() {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

/** Installs the workspace when node_modules is missing, so a fresh clone needs only Node and npm. */
export async function ensureInstalled() {
  if (existsSync(path.join(root, 'node_modules', '.modules.yaml'))) return;
  console.log('▸ First run: installing dependencies with pnpm 10 …');
  const code = await runPnpm(['install', '--frozen-lockfile']);
  if (code !== 0) process.exit(code);
}

/** Makes sure a Chromium exists: the system one, or Playwright's download where the network allows it. */
export async function ensureChromium() {
  if (chromiumPath()) return;
  console.log('▸ No system Chromium (CHROME_PATH or /usr/bin/chromium): downloading Playwright\'s …');
  const code = await runPnpm(['exec', 'playwright', 'install', 'chromium']);
  if (code !== 0) {
    console.error('Could not get Chromium. On Debian: apt-get install -y chromium, or set CHROME_PATH.');
    process.exit(code);
  }
}

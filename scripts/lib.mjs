// Shared helpers of the repository's scripts: running commands, finding pnpm and Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);

/**
 * A static host for a built site: routes fall back to index.html (a missing asset is a real 404), hashed assets
 * are immutable, and with `gzip` text is compressed as a real host would (Lighthouse's timings depend on it).
 */
export function createStaticServer(dir, options = {}) {
  return createServer(createStaticHandler(dir, options));
}

/**
 * The request handler of `createStaticServer`, for servers that answer a few paths of their own first.
 * `headers` go on every response, errors included (e.g. `securityHeaders()` of scripts/security-headers.mjs).
 */
export function createStaticHandler(dir, { gzip = false, cache = true, headers: extraHeaders = {} } = {}) {
  const gzipped = new Map();
  return (request, response) => {
    for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (file !== dir && !file.startsWith(dir + path.sep)) return response.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
      statSync(file);
    } catch {
      if (path.extname(url.pathname) !== '' && path.extname(url.pathname) !== '.html') return response.writeHead(404).end();
      file = path.join(dir, 'index.html');
    }
    try {
      const ext = path.extname(file);
      const immutable = cache && file.startsWith(path.join(dir, 'assets') + path.sep);
      const headers = {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : cache ? 'no-cache' : 'no-store',
      };
      if (path.basename(file) === 'mockServiceWorker.js') headers['Service-Worker-Allowed'] = '/';
      let body = readFileSync(file);
      if (gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
        body = gzipped.get(file);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(500).end();
    }
  };
}

/**
 * Starts the demo backend (packages/mocks, the data the demo shows) as an HTTP API on a free port, building its
 * CLI first when packages/mocks/dist lacks it; resolves with its base URL and a stop function.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startMockServer() {
  const bin = path.join(root, 'packages/mocks/dist/bin/mock-server.js');
  if (!existsSync(bin) && (await runPnpm(['--filter', '@betkit/mocks', 'run', 'build'], { stdio: 'ignore' })) !== 0) {
    throw new Error('could not build the demo backend (pnpm --filter @betkit/mocks run build)');
  }
  const child = spawn(process.execPath, [bin, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /demo backend on (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the demo backend exited (${code}) before listening`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/**
 * Makes `cleanUp` run however a script ends early: Ctrl-C, a kill, or a watchdog after `minutes` (a hung page must never
 * keep the script and its Chromium alive). The watchdog does not keep the process alive on its own.
 */
export function stopCleanlyOnSignalOrTimeout(name, minutes, cleanUp) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cleanUp();
      process.exit(130);
    });
  }
  const watchdog = setTimeout(async () => {
    console.error(`${name}: gave up after ${minutes} minutes`);
    await cleanUp();
    process.exit(1);
  }, minutes * 60_000);
  watchdog.unref();
}

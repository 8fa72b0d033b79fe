import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf, securityHeaders } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The API origin deploy/nginx.conf names, a placeholder the operator replaces. */
const PLACEHOLDER_API_ORIGIN = 'https://api.betkit.example';

/** The conf without comments, as nginx reads it. */
const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, ''))
  .join('\n');

/** The `add_header` directives of the conf: name, value (quotes removed) and whether `always` follows. */
function addHeaders(text: string) {
  return [...text.matchAll(/\badd_header\s+(\S+)\s+("([^"]*)"|\S+)(\s+always)?\s*;/g)].map((match) => ({
    name: match[1]!,
    value: match[3] ?? match[2]!,
    always: Boolean(match[4]),
  }));
}

/** The body of each `location … { … }` block (none nests another here). */
function locationBodies(text: string) {
  return [...text.matchAll(/\blocation\s+[^{]*\{([^}]*)\}/g)].map((match) => match[1]!);
}

describe('securityHeaders', () => {
  it('allows no inline script or eval, nobody framing the site, and names the API only when there is one', () => {
    const demo = securityHeaders();
    expect(demo['Content-Security-Policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(demo['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(demo['Content-Security-Policy']).toContain("connect-src 'self';");
    expect(demo['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(demo['X-Content-Type-Options']).toBe('nosniff');
    const api = securityHeaders({ apiOrigin: 'https://api.example.com/v1/' });
    expect(api['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.com;");
    expect(api['Content-Security-Policy']).toContain("img-src 'self' data: https://api.example.com;");
  });

  it('reads an origin from a base URL', () => {
    expect(originOf('http://127.0.0.1:4390/api')).toBe('http://127.0.0.1:4390');
    expect(originOf('  ')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});

describe('deploy/nginx.conf', () => {
  it('sends exactly securityHeaders() for its placeholder API origin, on every response (always)', () => {
    const expected = securityHeaders({ apiOrigin: PLACEHOLDER_API_ORIGIN });
    const sent = addHeaders(conf).filter((header) => header.name !== 'Cache-Control');
    expect(Object.fromEntries(sent.map((header) => [header.name, header.value]))).toEqual(expected);
    expect(sent.find((header) => header.name === 'Content-Security-Policy')?.value).toBe(
      contentSecurityPolicy({ apiOrigin: PLACEHOLDER_API_ORIGIN }),
    );
    expect(addHeaders(conf).every((header) => header.always)).toBe(true);
  });

  it('adds no header inside a location (nginx would drop the server-level ones there)', () => {
    for (const body of locationBodies(conf)) expect(addHeaders(body)).toEqual([]);
  });

  it('caches only existing files under /assets/ for good, config.json never, the rest with revalidation', () => {
    expect(conf).toMatch(/add_header\s+Cache-Control\s+\$betkit_cache_control\s+always;/);
    const map = /map\s+"\$status:\$uri"\s+\$betkit_cache_control\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const entries = [...map.matchAll(/^\s*("[^"]*"|\S+)\s+"([^"]*)";/gm)].map((m) => [m[1]!.replace(/^"|"$/g, ''), m[2]!]);
    const cacheControl = (status: number, uri: string) => {
      const key = `${status}:${uri}`;
      const hit = entries.find(([pattern]) => pattern !== 'default' && new RegExp(pattern!.replace(/^~/, '')).test(key));
      return hit?.[1] ?? entries.find(([pattern]) => pattern === 'default')?.[1];
    };
    expect(cacheControl(200, '/assets/index-CPC_LK92.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl(304, '/assets/ui-core-C0s_cy7g.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl(404, '/assets/gone-1234.js')).toBe('no-cache');
    expect(cacheControl(200, '/index.html')).toBe('no-cache');
    expect(cacheControl(200, '/mockServiceWorker.js')).toBe('no-cache');
    expect(cacheControl(200, '/config.json')).toBe('no-store');
  });

  it('serves the SPA: routes fall back to index.html, a missing asset or config is a 404; text is gzipped', () => {
    expect(conf).toMatch(/location \/ \{\s*try_files \$uri \/index\.html;\s*\}/);
    expect(conf).toMatch(/location \/assets\/ \{\s*try_files \$uri =404;\s*\}/);
    expect(conf).toMatch(/location = \/config\.json \{\s*try_files \$uri =404;\s*\}/);
    expect(conf).toMatch(/\bgzip on;/);
    expect(conf).toMatch(/gzip_types [^;]*text\/css[^;]*application\/javascript/);
  });
});

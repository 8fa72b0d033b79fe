// The one source of the site's security headers: scripts/serve-site.mjs (`pnpm start`, the e2e journeys),
// `vite preview` (apps/site/vite.config.ts) and deploy/nginx.conf (checked against this by
// scripts/security-headers.test.ts) all send exactly these. Measured under Chromium with the e2e check
// apps/site/e2e/security-headers.spec.ts (demo mode and real-API mode): no violation.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The origin of a base URL (`https://api.example.com/v1` → `https://api.example.com`); undefined for none.
 * @param {string | undefined} baseUrl
 * @returns {string | undefined}
 */
export function originOf(baseUrl) {
  const trimmed = baseUrl?.trim();
  if (!trimmed) return undefined;
  return new URL(trimmed).origin;
}

/**
 * The API base URL a built site will call, as far as its host can know: the `apiBaseUrl` of a config.json in the
 * build, else the build-time VITE_API_BASE_URL given; undefined in demo mode. The CSP must name its origin.
 * @param {string} dir the built site
 * @param {string | undefined} [buildTimeBaseUrl] VITE_API_BASE_URL of the build
 * @returns {string | undefined}
 */
export function builtApiBaseUrl(dir, buildTimeBaseUrl) {
  try {
    const config = JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8'));
    if (typeof config?.apiBaseUrl === 'string' && config.apiBaseUrl.trim()) return config.apiBaseUrl.trim();
  } catch {
    // no config.json, or not JSON: the site ignores it too
  }
  return buildTimeBaseUrl?.trim() || undefined;
}

/**
 * The Content-Security-Policy, directive by directive (name → sources), in the order they are sent.
 * @param {{ apiOrigin?: string }} [options] apiOrigin: the API's origin in real-API mode; none in demo mode
 * @returns {Array<[string, string[]]>}
 */
export function cspDirectives({ apiOrigin } = {}) {
  const api = apiOrigin ? [originOf(apiOrigin)] : [];
  return [
    // Anything not named below: the site's own origin only.
    ['default-src', ["'self'"]],
    // The built index.html has no inline script (Vite emits a module <script src>); no eval either.
    ['script-src', ["'self'"]],
    // Styles: the built CSS files (vanilla-extract emits files), plus 'unsafe-inline' because the site truly needs
    // inline styles of both kinds, measured in Chromium: style="" attributes (React's style prop, radix's popper
    // positions and presence) and a <style> element radix Dialog's scroll lock injects (react-remove-scroll-bar
    // through react-style-singleton) whose text holds the scrollbar's width, so no hash can name it and a static
    // host has no per-response nonce. Scripts stay strict; a style-src-elem/-attr split would allow the same.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Banners and popups are data: SVGs or files from the API (/api/file/download/…).
    ['img-src', ["'self'", 'data:', ...api]],
    // Pretendard is self-hosted in the build.
    ['font-src', ["'self'"]],
    // The API: the page's own origin in demo mode (the service worker answers), the API's origin otherwise.
    ['connect-src', ["'self'", ...api]],
    // The demo backend's service worker (/mockServiceWorker.js).
    ['worker-src', ["'self'"]],
    // No plugins and no frames in the site; nobody may frame it (clickjacking).
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/**
 * The Content-Security-Policy header's value.
 * @param {{ apiOrigin?: string }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(options) {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every security header of every response (pages, assets, errors), by header name.
 * @param {{ apiOrigin?: string }} [options] apiOrigin: the API's origin in real-API mode (a base URL is accepted)
 * @returns {Record<string, string>}
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // Cross-origin requests (the API, a game provider) see the site's origin, never the path (member pages).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Games open in a window the site opens blank and cuts from its opener; same-origin keeps that working
    // (the provider's page lands in its own browsing context group).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Old browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

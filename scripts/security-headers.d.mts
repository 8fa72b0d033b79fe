// Types of scripts/security-headers.mjs, for the TypeScript that imports it (vite.config.ts, the unit test).
export interface SecurityHeaderOptions {
  /** The API's origin (or base URL) in real-API mode; none in demo mode. */
  apiOrigin?: string;
}
export function originOf(baseUrl: string | undefined): string | undefined;
export function builtApiBaseUrl(dir: string, buildTimeBaseUrl?: string): string | undefined;
export function cspDirectives(options?: SecurityHeaderOptions): Array<[string, string[]]>;
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;

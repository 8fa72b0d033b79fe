// Types of the parts of scripts/lib.mjs that TypeScript imports (apps/site/vite.config.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const root: string;
export interface StaticHandlerOptions {
  /** Compress text as a real host would. */
  gzip?: boolean;
  /** Immutable /assets/ and no-cache elsewhere; false: no-store everywhere. */
  cache?: boolean;
  /** Headers for every response, errors included. */
  headers?: Record<string, string>;
}
export function createStaticHandler(dir: string, options?: StaticHandlerOptions): (request: IncomingMessage, response: ServerResponse) => void;

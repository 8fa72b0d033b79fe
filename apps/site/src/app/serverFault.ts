// Kept apart from ErrorPages.tsx so a screen's chunk takes this one check, not the error page's module.
import { isServerFault } from '@betkit/api';

/**
 * Hands a screen's failed first load to the error page when the server itself failed (a 5xx the global
 * interceptor does not act on, such as 503): the layout's ScreenErrorBoundary shows that status and the
 * server's text. Refusals and lost connections stay on the screen, with its retry. Call it while rendering.
 */
export function throwIfServerFault(error: unknown): void {
  if (isServerFault(error)) throw error;
}

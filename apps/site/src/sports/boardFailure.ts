import { oddsBoardLabels } from '@betkit/ui';

/** A board's failed first read as shown: undefined when it has not failed, else the server's text (or the board's own). */
export function boardFailure(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  return error instanceof Error ? error.message : oddsBoardLabels.failed;
}

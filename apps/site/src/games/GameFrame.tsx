import type { ReactNode } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '@betkit/api';
import { BoardColumns, LoadState, type SlipArea, useIsMobile } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { SlipColumn } from '../betting/SlipColumn';
import { gameBoardLabels } from './labels';

/**
 * A game page with its own slip: the layout hides the pre-match slip on virtual and minigame routes,
 * so on desktop the page brings its area's panel in a right-hand column; on mobile the bottom bar's
 * bet cart opens it instead.
 */
export function GameFrame({ area, children }: { area: SlipArea; children: ReactNode }) {
  const isMobile = useIsMobile();
  return <BoardColumns slip={isMobile ? null : <SlipColumn area={area} />}>{children}</BoardColumns>;
}

/** A game read's failure as the member reads it: the server's text, else the call's default. */
export function readFailureText(error: unknown): string {
  return errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });
}

/** A read without data yet: its failure (the server's text, else the call's default) with a retry once it settled, else the loading line. */
export function FirstRead({ error, isLoading, onRetry }: { error: unknown; isLoading: boolean; onRetry: () => unknown }) {
  return error && !isLoading ? (
    <LoadState state="failed" layout="card" message={readFailureText(error)} onRetry={onRetry} labels={{ retry: gameBoardLabels.retry }} />
  ) : (
    <LoadState state="loading" layout="card" message={gameBoardLabels.loading} />
  );
}

/** A refresh that failed while the last answer stays shown. */
export function FailedRefresh({ error }: { error: unknown }) {
  return error ? <LoadState state="failed" layout="card" message={readFailureText(error)} /> : null;
}

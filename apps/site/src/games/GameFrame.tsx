import type { ReactNode } from 'react';
import { Button, type SlipArea } from '@betkit/ui';
import SlipPanel from '../betting/SlipPanel';
import { useIsMobile } from '../layout/useIsMobile';
import * as styles from './games.css';
import { gameBoardLabels } from './labels';

/**
 * A game page with its own slip: the layout hides the pre-match slip on virtual and minigame routes,
 * so on desktop the page brings its area's panel in a right-hand column; on mobile the bottom bar's
 * bet cart opens it instead.
 */
export function GameFrame({ area, children }: { area: SlipArea; children: ReactNode }) {
  const isMobile = useIsMobile();
  if (isMobile) return <div className={styles.single}>{children}</div>;
  return (
    <div className={styles.columns}>
      <div className={styles.single}>{children}</div>
      <aside className={styles.slipColumn}>
        <SlipPanel area={area} />
      </aside>
    </div>
  );
}

/** A read in progress. */
export function LoadingNotice({ text = gameBoardLabels.loading }: { text?: string }) {
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}

/** A failed read: the server's text (or the call's default) and a retry. */
export function FailureNotice({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      {title ? <p className={styles.failureTitle}>{title}</p> : null}
      <p className={styles.failureText}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {gameBoardLabels.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** A list with nothing in it, or a state with nothing to bet on. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}

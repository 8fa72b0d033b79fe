import type { ReactNode } from 'react';
import { bettingMessages, type MinigameEntryResult } from '@betkit/domain';
import { BoardPage, PillList } from '../frame/BoardPage';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state';
import { BoardMaintenance } from './GameBoard';
import { PillLinkItems, type PillLink, type PillLinkProps } from './PillLinks';
import { minigameBoardLabels, type MinigameBoardLabels } from './labels';

export interface MinigameBoardProps {
  /** The game's name, the page's h1. */
  name: string;
  /** Its provider, in the intro and the sibling nav's name. */
  provider: string;
  /** Seconds between rounds, in the intro. */
  intervalSeconds: number;
  /** The provider's games, this one among them: a row of pills when there are two or more. */
  siblings: readonly PillLink[];
  renderLink: (link: PillLinkProps) => ReactNode;
  /** The entry check's outcome; undefined while it runs. */
  entry: MinigameEntryResult | undefined;
  /** Runs the failed entry check again. */
  onRetry: () => unknown;
  /** The open round, drawn once the check lets the member in. */
  children: ReactNode;
  labels?: MinigameBoardLabels;
}

/** A mini-game's page: title and interval, the provider's other games, then the entry check's outcome or the open round. */
export function MinigameBoard({ name, provider, intervalSeconds, siblings, renderLink, entry, onRetry, children, labels: overrides }: MinigameBoardProps) {
  const labels = mergeLabels(minigameBoardLabels, overrides);
  return (
    <BoardPage
      title={name}
      intro={
        <>
          {provider} · {labels.intervalSeconds(intervalSeconds)}
        </>
      }
      state={entry?.mode ?? 'checking'}
    >
      {siblings.length > 1 ? (
        <nav aria-label={labels.siblings(provider)}>
          <PillList>
{(className) => <PillLinkItems links={siblings} className={className} renderLink={renderLink} />}
          </PillList>
        </nav>
      ) : null}
      {entry === undefined ? <LoadState state="loading" layout="card" message={labels.checking} /> : null}
      {entry?.mode === 'maintenance' ? (
        <BoardMaintenance title={labels.maintenanceTitle} message={bettingMessages.underMaintenance} detail={labels.maintenanceDetail} />
      ) : null}
      {entry?.mode === 'failed' ? <LoadState state="failed" layout="card" title={labels.failedTitle} message={entry.alert} onRetry={onRetry} /> : null}
      {entry?.mode === 'open' ? children : null}
    </BoardPage>
  );
}

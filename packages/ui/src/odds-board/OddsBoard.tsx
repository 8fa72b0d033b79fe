import type { PriceTrack } from '@betkit/domain';
import type { SlipSelection } from '../bet-slip';
import { LoadState } from '../load-state';
import { FixtureCard, type FixtureCardProps } from './FixtureCard';
import { oddsBoardLabels, type OddsBoardLabels } from './labels';
import * as styles from './OddsBoard.css';
import { mergeLabels } from '../labels';

/** One card of a board: the fixture with the active tab's markets and its head's parts (and its own track, `usePacedEntries`). */
export type OddsBoardEntry = Omit<FixtureCardProps, 'picked' | 'onPick' | 'labels'>;

export interface OddsBoardProps {
  /** The cards, in order; undefined while the first read runs (placeholder cards show). */
  entries: readonly OddsBoardEntry[] | undefined;
  /** The first read failed: the server's text, shown with a retry (a later failed refresh keeps the cards). */
  failure?: string;
  /** Reads the board again; a returned promise keeps the retry busy until it settles. */
  onRetry: () => unknown;
  /** Shown when the board has no fixture. */
  emptyText: string;
  /** Odds ids on the slip: their buttons are pressed. */
  picked: ReadonlySet<string>;
  /** A bet button's press: the slip toggles the pick. */
  onPick: (selection: SlipSelection) => void;
  /** In-play: prices and the one before their latest move, for the up/down arrows (an entry's own track wins). */
  track?: PriceTrack;
  /** Overrides of the Korean labels. */
  labels?: OddsBoardLabels;
}

/** How many placeholder cards stand in for the fixtures while the board loads. */
const PLACEHOLDER_CARDS = 3;

/** An odds board: its fixtures as cards of bet buttons, or why there are none (loading, failed with a retry, empty). */
export function OddsBoard({ entries, failure, onRetry, emptyText, picked, onPick, track, labels: overrides }: OddsBoardProps) {
  const labels = mergeLabels(oddsBoardLabels, overrides);
  if (failure !== undefined) {
    return <LoadState state="failed" layout="board" title={labels.failed} message={failure} onRetry={onRetry} labels={{ retry: labels.retry }} />;
  }
  if (!entries) return <LoadState state="loading" layout="board" message={labels.loading} placeholders={PLACEHOLDER_CARDS} />;
  if (entries.length === 0) return <LoadState state="empty" layout="board" message={emptyText} />;
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.fixture.fixtureId}>
          <FixtureCard track={track} {...entry} picked={picked} onPick={onPick} labels={overrides} />
        </li>
      ))}
    </ul>
  );
}

import type { BoardFixture } from '@betkit/domain';
import { StarIcon } from '../icons';
import { oddsBoardLabels, type OddsBoardLabels } from './labels';
import * as styles from './OddsBoard.css';
import { mergeLabels } from '../labels';

/** The favourite star at a card's head: a toggle, pressed when the fixture is a favourite. */
export function FavouriteToggle({
  fixture,
  favourite,
  onToggle,
  labels,
}: {
  fixture: Pick<BoardFixture, 'homeName' | 'awayName'>;
  /** The fixture is a favourite (aria-pressed). */
  favourite: boolean;
  onToggle: () => void;
  labels?: OddsBoardLabels;
}) {
  const name = mergeLabels(oddsBoardLabels, labels).favourite;
  return (
    <button type="button" className={styles.star} aria-pressed={favourite} aria-label={name(fixture.homeName, fixture.awayName)} onClick={onToggle}>
      <StarIcon filled={favourite} />
    </button>
  );
}

/** A pre-match card's start time ('11.22 (일) 21:05'). */
export function KickOff({ text }: { text: string }) {
  return <span className={styles.startTime}>{text}</span>;
}

import { useId, type ReactNode } from 'react';
import { StarIcon } from '../icons';
import * as styles from './SportsBoard.css';

export interface SportsBoardPageProps {
  /** The board's h1, which names the section. */
  title: ReactNode;
  /** The fixture count beside the title, once known. */
  total?: ReactNode;
  /** The board's own slip column (desktop routes without the layout's slip), beside the board when there is room. */
  slip?: ReactNode;
  children: ReactNode;
}

/** A sports board's page (pre-match, in-play): a section named by its title and count, its slip column beside it. */
export function SportsBoardPage({ title, total, slip, children }: SportsBoardPageProps) {
  const titleId = useId();
  return (
    <div className={styles.pageFrame}>
      <div className={styles.page({ slipColumn: Boolean(slip) })}>
        <section className={styles.board} aria-labelledby={titleId}>
          <header className={styles.header}>
            <h1 className={styles.title} id={titleId}>
              {title}
            </h1>
            {total === undefined ? null : <span className={styles.total}>{total}</span>}
          </header>
          {children}
        </section>
        {slip}
      </div>
    </div>
  );
}

/** The active filters in words, and the link back to every fixture, drawn by the caller with the class given. */
export function BoardFilterBar({ text, clear }: { text: ReactNode; clear: (linkClassName: string) => ReactNode }) {
  return (
    <p className={styles.filterBar}>
      <span>{text}</span>
      {clear(styles.clearLink)}
    </p>
  );
}

export interface SportsBoardResultsProps {
  /** The favourites filter, once the board has loaded. */
  favourites?: { pressed: boolean; onPressedChange: (pressed: boolean) => void; label: ReactNode };
  /** The pages below the fixtures. */
  pagination?: ReactNode;
  /** The fixtures. */
  children: ReactNode;
}

/** A board's results: the favourites filter above the fixtures, the pages below. */
export function SportsBoardResults({ favourites, pagination, children }: SportsBoardResultsProps) {
  return (
    <div className={styles.board}>
      {favourites ? (
        <div className={styles.toolbar}>
          <button type="button" className={styles.filterToggle} aria-pressed={favourites.pressed} onClick={() => favourites.onPressedChange(!favourites.pressed)}>
            <StarIcon filled={favourites.pressed} />
            {favourites.label}
          </button>
        </div>
      ) : null}
      {children}
      {pagination ? <div className={styles.pagination}>{pagination}</div> : null}
    </div>
  );
}

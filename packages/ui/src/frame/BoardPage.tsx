import { useId, type ReactNode } from 'react';
import * as styles from './BoardPage.css';

export interface BoardPageProps {
  title: ReactNode;
  /** A line beside the title (the provider, the round interval, what the page offers). */
  intro?: ReactNode;
  /** The page's state for tests and styling hooks, as `data-state`. */
  state?: string;
  children: ReactNode;
}

/** A game board's page: a section named by its title bar (title and intro), its parts stacked below. */
export function BoardPage({ title, intro, state, children }: BoardPageProps) {
  const titleId = useId();
  return (
    <section className={styles.stack} aria-labelledby={titleId} data-state={state}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

/** The board beside its own slip column on desktop (`slip`); without one the board alone, stacked. */
export function BoardColumns({ slip, children }: { slip?: ReactNode; children: ReactNode }) {
  const board = <div className={styles.stack}>{children}</div>;
  if (!slip) return board;
  return (
    <div className={styles.columns}>
      {board}
      {slip}
    </div>
  );
}

/** A raised card on a board: a round, the chosen game. */
export function BoardPanel({ state, children }: { state?: string; children: ReactNode }) {
  return (
    <div className={styles.panel} data-state={state}>
      {children}
    </div>
  );
}

/** A row of pill links (sibling games, leagues); the caller draws each `<li>` and its link with the class given, so a router link fits. */
export function PillList({ children }: { children: (pillClassName: string) => ReactNode }) {
  return <ul className={styles.pills}>{children(styles.pill)}</ul>;
}

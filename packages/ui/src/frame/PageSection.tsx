import { useId, type ReactNode } from 'react';
import * as styles from './PageSection.css';

export type PageSectionWidth = keyof typeof styles.section;

export interface PageSectionProps {
  /** The page's h1, which names the section. Without one (a page whose article carries its own heading) the page is a plain column of the same width. */
  title?: ReactNode;
  /**
   * `wide` (1200 px, centred) for money requests, `full` for whole-column lists, `list` (whole column, tight) for a
   * tabbed list, `overview` (whole column) for titled parts, `reading` (960 px), `narrow` (720 px).
   */
  width: PageSectionWidth;
  /** A link or button on the title's row, at its far end (back to the list, write a notice, open the bulk history), drawn by the caller (a link takes the class given, so a router link fits); one that returns `null` keeps the row without it. */
  action?: (linkClassName: string) => ReactNode;
  /** A line below the title (what the page shows). */
  intro?: ReactNode;
  children: ReactNode;
}

/** A member page: a section named by its h1, the page's parts stacked below. */
export function PageSection({ title, width, action, intro, children }: PageSectionProps) {
  const titleId = useId();
  if (title === undefined) return <div className={styles.section[width]}>{children}</div>;
  const heading = (
    <h1 id={titleId} className={styles.title}>
      {title}
    </h1>
  );
  return (
    <section className={styles.section[width]} aria-labelledby={titleId}>
      {action === undefined ? (
        heading
      ) : (
        <div className={styles.titleRow}>
          {heading}
          {action(styles.action)}
        </div>
      )}
      {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

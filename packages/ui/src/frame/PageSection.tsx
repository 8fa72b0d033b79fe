import { useId, type ReactNode } from 'react';
import * as styles from './PageSection.css';

export type PageSectionWidth = keyof typeof styles.section;

export interface PageSectionProps {
  /** The page's h1, which names the section. */
  title: ReactNode;
  /** `wide` (1200 px, centred) for money requests, `full` for whole-column lists, `reading` (960 px), `narrow` (720 px). */
  width: PageSectionWidth;
  children: ReactNode;
}

/** A member page: a section named by its h1, the page's parts stacked below. */
export function PageSection({ title, width, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section[width]} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

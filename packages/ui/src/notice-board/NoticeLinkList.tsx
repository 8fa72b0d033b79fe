import type { ReactNode } from 'react';
import { boardEntryDate, type BoardEntry } from '@betkit/domain';
import * as styles from './NoticeBoard.css';
import { entryDateTime } from './NoticeList';

/** What the site's router link receives to draw one notice link. */
export interface NoticeLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  /** Called as the link is followed (the widget closes). */
  onClick: () => void;
}

export interface NoticeLinkListProps {
  /** The notices, in the order given (the caller picks and orders them). */
  entries: readonly BoardEntry[];
  /** A notice's detail route. */
  detailHref: (notice: BoardEntry) => string;
  /** Draws one link with the site's router. */
  renderLink: (link: NoticeLinkProps) => ReactNode;
  /** Called as any link is followed. */
  onFollow?: () => void;
}

/** Notices as date (YY.MM.DD) and title, the title a link to its detail: the widget's five and the notice list's pages. */
export function NoticeLinkList({ entries, detailHref, renderLink, onFollow = () => {} }: NoticeLinkListProps) {
  return (
    <ul className={styles.widgetList}>
      {entries.map((notice) => (
        <li key={notice.id} className={styles.widgetRow}>
          <time className={styles.widgetDate} dateTime={entryDateTime(notice)}>
            {boardEntryDate(notice)}
          </time>
          {renderLink({ href: detailHref(notice), className: styles.link, children: notice.title, onClick: onFollow })}
        </li>
      ))}
    </ul>
  );
}

import { useId, type ReactNode } from 'react';
import { boardEntryDate, type BoardEntry } from '@betkit/domain';
import { mergeLabels } from '../labels';
import { SafeHtml } from '../safe-html/SafeHtml';
import * as styles from './NoticeBoard.css';
import { entryDateTime } from './NoticeList';
import { noticeArticleLabels, type NoticeArticleLabels } from './labels';

export interface NoticeArticleProps {
  /** The notice to show; its contents are server HTML, sanitised here. */
  notice: BoardEntry;
  /** Under the post: the way back to the list (a router link), or anything the page adds. */
  footer?: ReactNode;
  /** Overrides of the Korean labels. */
  labels?: NoticeArticleLabels;
}

/** One notice on its own page (/community/notice/detail/{id}): the title as the page's heading, its date and body. */
export function NoticeArticle({ notice, footer, labels: overrides }: NoticeArticleProps) {
  const labels = mergeLabels(noticeArticleLabels, overrides);
  const titleId = useId();
  const date = boardEntryDate(notice);
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.articleHead}>
        <h1 id={titleId} className={styles.articleTitle}>
          {notice.title}
        </h1>
        {date === '' ? null : (
          <p className={styles.articleDate}>
            {labels.posted} <time dateTime={entryDateTime(notice)}>{date}</time>
          </p>
        )}
      </header>
      <SafeHtml html={notice.contents} />
      {footer}
    </article>
  );
}

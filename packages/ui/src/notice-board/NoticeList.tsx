import { useMemo, useState } from 'react';
import { boardEntryDate, boardEntryTime, newestFirst, type BoardEntry } from '@betkit/domain';
import { AccordionList, AccordionListItem } from '../accordion/Accordion';
import { mergeLabels } from '../labels';
import { SafeHtml } from '../safe-html/SafeHtml';
import * as styles from './NoticeBoard.css';
import { noticeListLabels, type NoticeListLabels } from './labels';

export interface NoticeListProps {
  /** The board's posts (notices, events or betting rules); shown newest first. */
  entries: readonly BoardEntry[];
  /** Ids open at first (a link to one post). */
  defaultOpen?: readonly number[];
  /** Overrides of the Korean labels (the list's name, the empty text). */
  labels?: NoticeListLabels;
}

/** A post's time as a `datetime` attribute, or undefined when it has none. */
export function entryDateTime(entry: BoardEntry): string | undefined {
  const at = boardEntryTime(entry);
  return at === undefined ? undefined : new Date(at).toISOString();
}

/**
 * A board (spec 2, the notice page): rows of title and date (YY.MM.DD) that open in place to the post's sanitised
 * contents, several at once; "공지가 없습니다" when there are none.
 */
export function NoticeList({ entries, defaultOpen = [], labels: overrides }: NoticeListProps) {
  const labels = mergeLabels(noticeListLabels, overrides);
  const ordered = useMemo(() => newestFirst(entries), [entries]);
  const [open, setOpen] = useState<string[]>(() => defaultOpen.map(String));
  if (ordered.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <section aria-label={labels.list}>
      <AccordionList value={open} onValueChange={setOpen} className={styles.list}>
        {ordered.map((entry) => (
          <AccordionListItem
            key={entry.id}
            value={String(entry.id)}
            headerClassName={styles.header}
            triggerClassName={styles.trigger}
            contentClassName={styles.content}
            trigger={
              <>
                <span className={styles.title}>{entry.title}</span>
                <time className={styles.date} dateTime={entryDateTime(entry)}>
                  {boardEntryDate(entry)}
                </time>
              </>
            }
          >
            <SafeHtml as="article" aria-label={entry.title} html={entry.contents} />
          </AccordionListItem>
        ))}
      </AccordionList>
    </section>
  );
}

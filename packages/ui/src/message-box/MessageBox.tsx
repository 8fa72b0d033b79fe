import { useMemo, useState } from 'react';
import { Checkbox } from 'radix-ui';
import { messageDeleteCheck, type SiteMessage } from '@betkit/domain';
import { AccordionList, AccordionListItem } from '../accordion/Accordion';
import { Button } from '../button/Button';
import { mergeLabels } from '../labels';
import { SelectAll } from '../list-toolbar/SelectAll';
import { SafeHtml } from '../safe-html/SafeHtml';
import { useRowSelection } from '../third-party-bets/useRowSelection';
import * as styles from './MessageBox.css';
import { messageBoxLabels, type MessageBoxLabels } from './labels';

export interface MessageBoxProps {
  /** The member's messages (GET /message/user/{id}); unread ones are listed first. */
  messages: readonly SiteMessage[];
  /** Called when the member opens a message (the site marks an unread one read: PUT /message/). */
  onOpen?: (message: SiteMessage) => void;
  /**
   * Deletes the selected messages (PUT /message/delete). Never called with none or with an unread one: the box shows
   * the spec's refusal instead. With it, rows get checkboxes.
   */
  onDelete?: (ids: readonly number[]) => void;
  /** A delete is running: the button shows busy and takes no clicks. */
  deleting?: boolean;
  /** Overrides of the Korean labels. */
  labels?: MessageBoxLabels;
}

const isRead = (message: SiteMessage) => message.confirmStatus === 1;

/** Unread first, then newest first (server times 'YYYY-MM-DD HH:mm:ss' sort as text). */
const inReadingOrder = (messages: readonly SiteMessage[]) =>
  [...messages].sort((a, b) => Number(isRead(a)) - Number(isRead(b)) || (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

/**
 * The member's message box (/message): unread messages first and marked, each opening in place to its sanitised
 * contents, and deleting the selected read ones. Deleting with none selected, or with an unread one, shows the
 * spec's refusal and sends nothing.
 */
export function MessageBox({ messages, onOpen, onDelete, deleting = false, labels: overrides }: MessageBoxProps) {
  const labels = mergeLabels(messageBoxLabels, overrides);
  const ordered = useMemo(() => inReadingOrder(messages), [messages]);
  const selection = useRowSelection(ordered);
  const [open, setOpen] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const selectable = onDelete !== undefined;
  const unread = ordered.filter((message) => !isRead(message)).length;

  const changeOpen = (next: string[]) => {
    for (const value of next) {
      if (open.includes(value)) continue;
      const message = ordered.find((candidate) => String(candidate.id) === value);
      if (message) onOpen?.(message);
    }
    setOpen(next);
  };

  const deleteSelected = () => {
    const verdict = messageDeleteCheck(selection.selectedRows());
    setNotice(verdict.ok ? null : verdict.message);
    if (verdict.ok) onDelete?.(verdict.ids.map(Number));
  };

  if (ordered.length === 0) return <p className={styles.empty}>{labels.empty}</p>;

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {selectable ? (
          <SelectAll checked={selection.allChecked} onSelectAll={selection.setAll} label={labels.selectAll} />
        ) : null}
        <span className={styles.count} aria-live="polite">
          {selectable && selection.count > 0 ? labels.selectedCount(selection.count) : labels.total(ordered.length, unread)}
        </span>
        {selectable ? (
          <Button size="sm" variant="secondary" busy={deleting} onClick={deleteSelected}>
            {labels.deleteSelected}
          </Button>
        ) : null}
      </div>
      <p className={styles.notice} role="alert">
        {notice}
      </p>
      <section aria-label={labels.list}>
        <AccordionList value={open} onValueChange={changeOpen} className={styles.list}>
          {ordered.map((message) => (
            <AccordionListItem
              key={message.id}
              value={String(message.id)}
              headerClassName={styles.header}
              triggerClassName={styles.trigger}
              contentClassName={styles.content}
              leading={
                selectable ? (
                  <Checkbox.Root
                    className={styles.checkbox}
                    checked={selection.isSelected(message.id)}
                    onCheckedChange={() => selection.toggle(message)}
                    aria-label={labels.selectRow(message)}
                  />
                ) : null
              }
              trigger={
                <>
                  <span className={styles.mark} data-read={isRead(message)}>
                    {isRead(message) ? labels.read : labels.unread}
                  </span>
                  <span className={styles.title} data-read={isRead(message)}>
                    {message.title}
                  </span>
                  <time className={styles.date} dateTime={message.createdAt.replace(' ', 'T')}>
                    {message.createdAt.slice(0, 16)}
                  </time>
                </>
              }
            >
              <SafeHtml as="article" aria-label={message.title} html={message.contents} />
            </AccordionListItem>
          ))}
        </AccordionList>
      </section>
    </div>
  );
}

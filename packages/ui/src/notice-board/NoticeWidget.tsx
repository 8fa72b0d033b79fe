import type { ReactNode } from 'react';
import { latestNotices, type BoardEntry } from '@betkit/domain';
import { Dialog } from '../dialog/Dialog';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state/LoadState';
import * as styles from './NoticeBoard.css';
import { NoticeLinkList, type NoticeLinkProps } from './NoticeLinkList';
import { noticeWidgetLabels, type NoticeWidgetLabels } from './labels';

/** What the site's router link receives to draw one of the widget's links. */
export type NoticeWidgetLinkProps = NoticeLinkProps;

export interface NoticeWidgetProps {
  open: boolean;
  /** Called when the widget asks to close: ×, outside click, Esc, or one of its links followed. */
  onOpenChange: (open: boolean) => void;
  /** The notices (GET /board?category=notice&page=1&perpage=5); undefined while they load. The latest 5 show. */
  notices: readonly BoardEntry[] | undefined;
  /** Why they could not be read (the server's text), or null. */
  error?: string | null;
  /** Reads them again after a failure. */
  onRetry?: () => unknown;
  /** Spec: the write icon shows only for role 1 (canWriteNotice). */
  canWrite?: boolean;
  /** A notice's detail route. */
  detailHref: (notice: BoardEntry) => string;
  /** The whole board's route. */
  boardHref: string;
  /** The write route (role 1). */
  writeHref: string;
  /** Draws one link with the site's router. */
  renderLink: (link: NoticeWidgetLinkProps) => ReactNode;
  /** Overrides of the Korean labels. */
  labels?: NoticeWidgetLabels;
}

function WriteIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M10.5 2.5l3 3L6 13H3v-3z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The notice widget (spec 2): the latest 5 notices as date (YY.MM.DD) and title, each linking to its detail; half
 * the width on desktops and the whole screen on phones and tablets; outside click and Esc close it; the write icon
 * for role 1 only.
 */
export function NoticeWidget({
  open,
  onOpenChange,
  notices,
  error = null,
  onRetry,
  canWrite = false,
  detailHref,
  boardHref,
  writeHref,
  renderLink,
  labels: overrides,
}: NoticeWidgetProps) {
  const labels = mergeLabels(noticeWidgetLabels, overrides);
  const latest = notices === undefined ? [] : latestNotices(notices);
  const close = () => onOpenChange(false);
  let body: ReactNode;
  if (error !== null) body = <LoadState state="failed" layout="list" message={error} onRetry={onRetry} />;
  else if (notices === undefined) body = <LoadState state="loading" layout="list" message={labels.loading} />;
  else if (latest.length === 0) body = <p className={styles.empty}>{labels.empty}</p>;
  else body = <NoticeLinkList entries={latest} detailHref={detailHref} renderLink={renderLink} onFollow={close} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.title} width="half">
      {body}
      <div className={styles.widgetFoot}>
        {renderLink({ href: boardHref, className: styles.allLink, children: labels.all, onClick: close })}
        {canWrite
          ? renderLink({
              href: writeHref,
              className: styles.writeLink,
              onClick: close,
              children: (
                <>
                  <WriteIcon />
                  {labels.write}
                </>
              ),
            })
          : null}
      </div>
    </Dialog>
  );
}

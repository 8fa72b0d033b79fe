import type { BoardEntry } from '@betkit/domain';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state';
import { Pagination } from '../pagination';
import { noticeBoardPageLabels, noticeListLabels, type NoticeBoardPageLabels } from './labels';
import { NoticeLinkList, type NoticeLinkListProps } from './NoticeLinkList';

export interface NoticeLinkBoardProps extends Pick<NoticeLinkListProps, 'detailHref' | 'renderLink'> {
  /** The page's notices and the count of all, once read. */
  notices: { list: readonly BoardEntry[]; totalCount: number } | undefined;
  /** Why the page could not be read (the server's text), shown with a retry. */
  error: string | null;
  onRetry: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The write page's route, for a member who may write (role 1); without it no write link. */
  writeHref?: string;
  labels?: NoticeBoardPageLabels;
}

/** Every notice, a page at a time, each a link to its detail; the write link for those who may write. */
export function NoticeLinkBoard({ notices, error, onRetry, page, pageSize, onPageChange, detailHref, renderLink, writeHref, labels: overrides }: NoticeLinkBoardProps) {
  const labels = mergeLabels(noticeBoardPageLabels, overrides);
  let body;
  if (error !== null) body = <LoadState state="failed" layout="list" message={error} onRetry={onRetry} />;
  else if (notices === undefined) body = <LoadState state="loading" layout="list" message={labels.loading} />;
  else if (notices.list.length === 0) body = <LoadState state="empty" layout="list" message={noticeListLabels.empty} />;
  else
    body = (
      <>
        <NoticeLinkList entries={notices.list} detailHref={detailHref} renderLink={renderLink} />
        <Pagination page={page} totalCount={notices.totalCount} pageSize={pageSize} onPageChange={onPageChange} />
      </>
    );
  return (
    <PageSection
      title={labels.communityTitle}
      width="reading"
      action={(className) => (writeHref === undefined ? null : renderLink({ href: writeHref, className, children: labels.write, onClick: () => {} }))}
    >
      {body}
    </PageSection>
  );
}

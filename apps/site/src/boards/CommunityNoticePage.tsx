import { Link, useSearchParams } from 'react-router-dom';
import { canWriteNotice, NOTICE_WIDGET_PAGE_SIZE, noticeMessages, toPositiveInteger } from '@betkit/domain';
import { LoadState, noticeBoardPageLabels, NoticeLinkList, PageSection, Pagination } from '@betkit/ui';
import { useSession } from '../app/session';
import { boardLabels } from './boardLabels';
import { useNoticePage } from './boardsData';
import { NOTICE_WRITE_PATH, noticeDetailPath } from './noticePaths';
import { renderRouterLink } from './routerLinks';

/**
 * /community/notice: every notice, 5 a page (GET /board?category=notice&page&perpage=5), each a link to its detail;
 * role 1 sees the write link. Not in spec: open to guests, as the widget is (notices are public announcements).
 */
export default function CommunityNoticePage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const page = toPositiveInteger(search.get('page')) ?? 1;
  const notices = useNoticePage(page);
  let body;
  if (notices.error !== null) body = <LoadState state="failed" layout="list" message={notices.error} onRetry={notices.retry} />;
  else if (notices.data === undefined) body = <LoadState state="loading" layout="list" message={noticeBoardPageLabels.loading} />;
  else if (notices.data.list.length === 0) body = <LoadState state="empty" layout="list" message={noticeMessages.empty} />;
  else
    body = (
      <>
        <NoticeLinkList entries={notices.data.list} detailHref={noticeDetailPath} renderLink={renderRouterLink} />
        <Pagination
          page={page}
          totalCount={notices.data.totalCount}
          pageSize={NOTICE_WIDGET_PAGE_SIZE}
          onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
        />
      </>
    );
  return (
    <PageSection
      title={boardLabels.communityTitle}
      width="reading"
      action={(className) =>
        canWriteNotice(user) ? (
          <Link to={NOTICE_WRITE_PATH} className={className}>
            {boardLabels.write}
          </Link>
        ) : null
      }
    >
      {body}
    </PageSection>
  );
}

import { useSearchParams } from 'react-router-dom';
import { canWriteNotice, NOTICE_WIDGET_PAGE_SIZE, toPositiveInteger } from '@betkit/domain';
import { NoticeLinkBoard } from '@betkit/ui';
import { useSession } from '../app/session';
import { useNoticePage } from './boardsData';
import { NOTICE_WRITE_PATH, noticeDetailPath } from './noticePaths';
import { renderRouterLink } from '../app/routerLinks';

/**
 * /community/notice: every notice, 5 a page (GET /board?category=notice&page&perpage=5), each a link to its detail;
 * role 1 sees the write link. Not in spec: open to guests, as the widget is (notices are public announcements).
 */
export default function CommunityNoticePage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const page = toPositiveInteger(search.get('page')) ?? 1;
  const notices = useNoticePage(page);
  return (
    <NoticeLinkBoard
      notices={notices.data}
      error={notices.error}
      onRetry={notices.retry}
      page={page}
      pageSize={NOTICE_WIDGET_PAGE_SIZE}
      onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
      detailHref={noticeDetailPath}
      renderLink={renderRouterLink}
      writeHref={canWriteNotice(user) ? NOTICE_WRITE_PATH : undefined}
    />
  );
}

import { canWriteNotice } from '@betkit/domain';
import { NoticeWidget } from '@betkit/ui';
import { useSession } from '../app/session';
import { useNoticePage } from './boardsData';
import { COMMUNITY_NOTICE_PATH, NOTICE_WRITE_PATH, noticeDetailPath } from './noticePaths';
import { renderRouterLink } from '../app/routerLinks';

/** The notice widget (spec 2) over the page: page 1 of the notices, 5 a page, read when it opens. */
export default function NoticeWidgetHost({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useSession();
  const notices = useNoticePage(1, open);
  return (
    <NoticeWidget
      open={open}
      onOpenChange={onOpenChange}
      notices={notices.data?.list}
      error={notices.error}
      onRetry={notices.retry}
      canWrite={canWriteNotice(user)}
      detailHref={noticeDetailPath}
      boardHref={COMMUNITY_NOTICE_PATH}
      writeHref={NOTICE_WRITE_PATH}
      renderLink={renderRouterLink}
    />
  );
}

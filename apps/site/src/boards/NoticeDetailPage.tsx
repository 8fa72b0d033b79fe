import { useParams } from 'react-router-dom';
import { findBoardEntry, noticeMessages } from '@betkit/domain';
import { LoadState, NoticeArticle, noticeBoardPageLabels, PageSection } from '@betkit/ui';
import { boardLabels } from './boardLabels';
import { useBoard } from './boardsData';
import { COMMUNITY_NOTICE_PATH } from './noticePaths';
import * as styles from './boards.css';
import { SiteLink } from '../app/routerLinks';

function BackToList() {
  return (
    <SiteLink to={COMMUNITY_NOTICE_PATH} className={styles.backLink}>
      {boardLabels.backToList}
    </SiteLink>
  );
}

/**
 * /community/notice/detail/{id}: one notice. Not in spec: the spec has no call for one notice, so the page reads the
 * notice list (GET /boardNotice?noticeType=0) and finds the id; an unknown id says so.
 */
export default function NoticeDetailPage() {
  const { id } = useParams();
  const notices = useBoard('notice');
  let body;
  if (notices.error !== null) body = <LoadState state="failed" layout="list" message={notices.error} onRetry={notices.retry} />;
  else if (notices.data === undefined) body = <LoadState state="loading" layout="list" message={noticeBoardPageLabels.loading} />;
  else {
    const notice = findBoardEntry(notices.data, id);
    body = notice ? (
      <NoticeArticle notice={notice} footer={<BackToList />} />
    ) : (
      <>
        <LoadState state="empty" layout="list" message={noticeMessages.notFound} />
        <BackToList />
      </>
    );
  }
  return <PageSection width="reading">{body}</PageSection>;
}

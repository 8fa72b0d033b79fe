import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import BoardPage from './BoardPage';
import CommunityNoticePage from './CommunityNoticePage';
import JackpotPage from './JackpotPage';
import NoticeDetailPage from './NoticeDetailPage';
import NoticeWritePage from './NoticeWritePage';

/** What an unknown path under the boards shows: the app's not-found page, handed in so this chunk does not import it. */
interface BoardRoutesProps {
  notFound: ReactNode;
}

/** /board/* (spec 2): the notice, event, betting-rule and jackpot boards, in one chunk off the entry. */
export function BoardRoutes({ notFound }: BoardRoutesProps) {
  return (
    <Routes>
      <Route path="notice" element={<BoardPage kind="notice" />} />
      <Route path="event" element={<BoardPage kind="event" />} />
      <Route path="betting_rule" element={<BoardPage kind="betting_rule" />} />
      <Route path="jackpot" element={<JackpotPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

/** /community/notice/* (spec 2): the notice list, a notice's detail and the write page (role 1). */
export function CommunityNoticeRoutes({ notFound }: BoardRoutesProps) {
  return (
    <Routes>
      <Route index element={<CommunityNoticePage />} />
      <Route path="detail/:id" element={<NoticeDetailPage />} />
      <Route path="regist" element={<NoticeWritePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

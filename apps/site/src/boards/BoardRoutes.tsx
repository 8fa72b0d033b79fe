import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
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
  return useRoutes([
    { path: 'notice', element: <BoardPage kind="notice" /> },
    { path: 'event', element: <BoardPage kind="event" /> },
    { path: 'betting_rule', element: <BoardPage kind="betting_rule" /> },
    { path: 'jackpot', element: <JackpotPage /> },
    { path: '*', element: notFound },
  ]);
}

/** /community/notice/* (spec 2): the notice list, a notice's detail and the write page (role 1). */
export function CommunityNoticeRoutes({ notFound }: BoardRoutesProps) {
  return useRoutes([
    { index: true, element: <CommunityNoticePage /> },
    { path: 'detail/:id', element: <NoticeDetailPage /> },
    { path: 'regist', element: <NoticeWritePage /> },
    { path: '*', element: notFound },
  ]);
}

// The notice routes of spec 2, in one place for the widget, the list and the detail.
import type { BoardEntry } from '@betkit/domain';

export const COMMUNITY_NOTICE_PATH = '/community/notice';
export const NOTICE_WRITE_PATH = '/community/notice/regist';

/** /community/notice/detail/{id}. */
export const noticeDetailPath = (notice: Pick<BoardEntry, 'id'>) => `${COMMUNITY_NOTICE_PATH}/detail/${notice.id}`;

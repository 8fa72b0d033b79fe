// The notice routes of spec 2, in one place for the widget, the list and the detail.
import type { BoardEntry } from '@betkit/domain';
import { communityNoticePath } from '../app/paths';

export const COMMUNITY_NOTICE_PATH = communityNoticePath;
export const NOTICE_WRITE_PATH = `${COMMUNITY_NOTICE_PATH}/regist`;

/** /community/notice/detail/{id}. */
export const noticeDetailPath = (notice: Pick<BoardEntry, 'id'>) => `${COMMUNITY_NOTICE_PATH}/detail/${notice.id}`;

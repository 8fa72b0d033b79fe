// Korean labels of the notice board, the notice widget and a notice's page. The empty text is the spec's
// (noticeMessages.empty, "공지가 없습니다"); the rest is Not in spec.
import { noticeMessages } from '@betkit/domain';
import type { Labels } from '../labels';

/** Every label of NoticeList; pass a part of it as the `labels` prop to change some. */
export const noticeListLabels = {
  /** The list's accessible name. */
  list: '공지 목록',
  /** No posts. */
  empty: noticeMessages.empty,
};

/** Every label of NoticeWidget. */
export const noticeWidgetLabels = {
  title: '공지사항',
  /** The write icon's accessible name (role 1 only). */
  write: '공지 작성',
  /** The link under the five to the whole board. */
  all: '전체 공지 보기',
  loading: '공지를 불러오는 중입니다.',
  empty: noticeMessages.empty,
};

/** Every label of NoticeArticle. */
export const noticeArticleLabels = {
  /** The date line's prefix (read by screen readers with the date). */
  posted: '등록일',
  back: '목록으로',
};

export type NoticeListLabels = Labels<typeof noticeListLabels>;
export type NoticeWidgetLabels = Labels<typeof noticeWidgetLabels>;
export type NoticeArticleLabels = Labels<typeof noticeArticleLabels>;

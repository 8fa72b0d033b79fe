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

/** Korean labels of NoticeBoardPage (the /board pages) and NoticeLinkBoard (/community/notice). */
export const noticeBoardPageLabels = {
  titles: { notice: '공지사항', betting_rule: '베팅규정', event: '이벤트' },
  /** The links between the notice and betting-rule boards (spec 2), and their nav's name. */
  buttons: { betting_rule: '베팅규정', notice: '공지사항' },
  buttonsNav: '게시판',
  loading: '게시글을 불러오는 중입니다.',
  eventEmpty: '진행 중인 이벤트가 없습니다',
  ruleEmpty: '등록된 베팅규정이 없습니다',
  /** Spec 3: the event board's count is its length. */
  eventCount: (count: number) => `진행 중인 이벤트 ${count.toLocaleString('ko-KR')}건`,
  /** /community/notice's title, and its write link (role 1). */
  communityTitle: '공지사항',
  write: '공지 작성',
} as const;

/** Overrides of NoticeBoardPage's labels. */
export type NoticeBoardPageLabels = Labels<typeof noticeBoardPageLabels>;

// Not in spec: the spec names /community/notice/regist (role 1 only) and no more; these labels are ours.
import type { Labels } from '../labels';

/** Korean labels of NoticeWriteForm. */
export const noticeWriteFormLabels = {
  /** The form's accessible name. */
  form: '공지 작성',
  title: '제목',
  titleHint: '100자 이내',
  contents: '내용',
  contentsHint: (count: number, max: number) => `${count.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`,
  submit: '등록하기',
} as const;

/** Overrides of NoticeWriteForm's labels, for its `labels` prop. */
export type NoticeWriteFormLabels = Labels<typeof noticeWriteFormLabels>;

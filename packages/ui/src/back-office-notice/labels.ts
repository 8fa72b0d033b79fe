// Not in spec: the spec names /admin only as "back office, reached by redirect"; this front-end has no back office.
import type { Labels } from '../labels';

/** Korean labels of BackOfficeNotice. */
export const backOfficeNoticeLabels = {
  heading: '관리자 계정입니다',
  detail: '관리자 기능은 별도의 관리 시스템에서 이용해 주세요. 관리자 계정으로는 회원 화면을 이용할 수 없습니다.',
  logout: '로그아웃',
} as const;

/** Overrides of BackOfficeNotice's labels, for its `labels` prop. */
export type BackOfficeNoticeLabels = Labels<typeof backOfficeNoticeLabels>;

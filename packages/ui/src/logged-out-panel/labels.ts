// Korean labels of LoggedOutPanel. The required-field and login-failure messages come from the domain
// (`accountLoginMessages`), so the spec's exact texts live in one place.
import type { Labels } from '../labels';

/** Visible labels and accessible names of the logged-out panel. */
export const loggedOutPanelLabels = {
  /** The panel's accessible name. */
  panel: '로그인',
  userId: '아이디',
  password: '비밀번호',
  submit: '로그인',
  /** Announced on the submit button while the login runs. */
  pending: '로그인 중',
  signUp: '회원가입',
  // Not in spec: the spec says "non-member button"; the site's support for visitors is 비회원문의.
  nonMember: '비회원문의',
  /** Spec 4: password recovery. */
  findPassword: '비밀번호 찾기',
  /** The banners' list. */
  banners: '바로가기 배너',
  /** Read after an external banner, which opens in a new tab. */
  newWindow: '(새 창)',
} as const;

/** Overrides of LoggedOutPanel's labels, for its `labels` prop. */
export type LoggedOutPanelLabels = Labels<typeof loggedOutPanelLabels>;

// Korean labels of the member dialogs (site-and-member-services.md section 2, "Member dialogs"). The spec names the
// parts in English; the words are the site's usual ones (Not in spec unless quoted).
import type { Labels } from '../labels';

/** The user-info dialog's labels. */
export const userInfoDialogLabels = {
  title: '회원 정보',
  links: '회원 메뉴',
  /** Spec 2: the links to /message, /bet_result, /board/notice, /customer, /attendance. */
  messages: '쪽지함',
  betResult: '베팅내역',
  notices: '공지사항',
  customer: '고객센터',
  attendance: '출석체크',
  myPage: '마이페이지',
  /** Spec 2: a partner's (type not 0) way to /partner/pt. */
  partnerManagement: '파트너 관리',
  changePassword: '비밀번호 변경',
  logout: '로그아웃',
} as const;

/** Overrides of UserInfoDialog's labels. */
export type UserInfoDialogLabels = Labels<typeof userInfoDialogLabels>;

/** My page's labels. */
export const myPageDialogLabels = {
  title: '마이페이지',
  account: '계정 정보',
  userId: '아이디',
  nickname: '닉네임',
  level: '등급',
  accountHolder: '예금주',
  bankAccount: '계좌번호',
  /** Shown for a field the member record lacks. */
  none: '-',
  actions: '회원 메뉴',
  /** Spec 2: "partner management (to /partner/pt, only if type is not 0)". */
  partnerManagement: '파트너 관리',
  messages: '쪽지함',
  logout: '로그아웃',
  password: '비밀번호 변경',
  conversions: '포인트/콤프 전환',
  pointConversion: '포인트전환',
  compConversion: '콤프전환',
} as const;

/** Overrides of MyPageDialog's labels. */
export type MyPageDialogLabels = Labels<typeof myPageDialogLabels>;

/** The password change form's labels. */
export const passwordChangeFormLabels = {
  form: '비밀번호 변경',
  oldPassword: '현재 비밀번호',
  password: '새 비밀번호',
  passwordConfirm: '새 비밀번호 확인',
  submit: '비밀번호 변경',
} as const;

/** Overrides of PasswordChangeForm's labels. */
export type PasswordChangeFormLabels = Labels<typeof passwordChangeFormLabels>;

/** The alert settings form's labels, one per flag of GET /member/alertInfo. */
export const alertSettingsFormLabels = {
  form: '알림 설정',
  alertMessageFlag: '새 쪽지 알림',
  alertCustomerFlag: '고객센터 답글 알림',
  alertDepositFlag: '입금 승인 알림',
  alertWithdrawFlag: '출금 승인 알림',
  /** Spec 2: "a confirm button saving alert settings". */
  submit: '확인',
  loading: '알림 설정을 불러오는 중입니다.',
  failed: '알림 설정을 불러오지 못했습니다',
} as const;

/** Overrides of AlertSettingsForm's labels. */
export type AlertSettingsFormLabels = Labels<typeof alertSettingsFormLabels>;

/** The unread count after the messages link: '읽지 않은 쪽지 3개'. */
export { unreadMessagesLabel } from '../member-info-panel/labels';

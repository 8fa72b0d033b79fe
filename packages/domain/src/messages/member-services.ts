// Korean copy of the member services (site-and-member-services.md section 8): the message box and the holdem entry. Apart
// from the login copy in accounts.ts, so the first screen's rules, which read that, do not carry these.

/** Member-service copy (messages box). */
export const memberMessages = {
  // Not in spec: "unread messages cannot be deleted, read then delete".
  unreadCannotDelete: '읽지 않은 쪽지는 삭제할 수 없습니다. 읽은 후 삭제해주세요.',
  // Not in spec: "no messages selected or only unread ones".
  noneSelected: '선택된 쪽지가 없거나 읽지 않은 쪽지만 선택되었습니다.',
} as const;

/** Holdem entry copy (spec 8, exact). */
export const holdemMessages = {
  /** Spec 8: "Not logged in: '로그인 후 이용 가능합니다'". */
  loginRequired: '로그인 후 이용 가능합니다',
  /** Spec 8: holdem maintenance. */
  maintenance: '레볼루션 홀덤은 현재 점검중입니다.',
  /** Spec 8: no permission. */
  noPermission: '레볼루션 이용 불가 회원입니다.',
  /** Spec 8: account creation with an unexpected code. */
  createFailed: '알 수 없는 에러가 발생하였습니다. 관리자에게 문의부탁드리겠습니다.',
  /** Spec 8: "Default generic", used for other holdem errors without a response body. */
  defaultError: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.',
  /** Spec 8: blocked popup. */
  popupBlocked: '팝업이 차단 되었습니다. 팝업 차단을 해제하고 이용 해주세요.',
} as const;

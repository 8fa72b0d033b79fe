// The site shell's Korean copy (site-and-member-services.md sections 4 and 8). Exact spec strings unless marked.

/** Session, guard and notification alerts, each quoted from the spec's error catalogue (section 8). */
export const shellMessages = {
  /** Section 8 "Withdrawn" (section 4 quotes it without the final period; the catalogue wins). */
  withdrawn: '탈퇴되었습니다.',
  /** Section 8 "Idle". */
  idleLogout: '60분동안 동작이 없었으므로 자동로그아웃 되었습니다. 재로그인 후 사용해주세요.',
  /** Section 8 notification: new message (also the unread-message guard's alert). */
  newMessage: '새로운 쪽지가 도착했습니다',
  /** Section 8 notification: customer centre reply. */
  customerReply: '고객센터 답글이 등록되었습니다',
  /** Section 8 notification: deposit approved. */
  depositApproved: '입금신청이 승인되었습니다',
  /** Section 8 notification: withdrawal approved. */
  withdrawalApproved: '출금신청이 승인되었습니다',
  /** Section 1 / 8 "Not logged in". */
  loginRequired: '로그인 후 이용 가능합니다',
} as const;

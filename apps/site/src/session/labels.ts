/** Korean labels of the session's own controls. */
export const sessionLabels = {
  loginTitle: '로그인',
} as const;

/** The /login and /auth/login page. */
export const loginPageLabels = {
  title: '로그인',
  // Not in spec: what a logged-in member sees on /auth/login when the page asked for is a partner's.
  partnerOnly: '파트너 관리는 파트너 계정으로 로그인해야 이용할 수 있습니다.',
} as const;

/** The /logout page, shown while the logout call is on its way. */
export const logoutPageLabels = {
  leaving: '로그아웃하는 중입니다.',
} as const;

/** Korean labels of the session's own controls. */
export const sessionLabels = {
  loginTitle: '로그인',
} as const;

/** The /login page. */
export const loginPageLabels = {
  title: '로그인',
} as const;

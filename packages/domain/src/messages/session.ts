// The global response interceptor's alerts, quoted from the spec.

/** The global response interceptor's alerts (betting-core.md section 8). */
export const sessionMessages = {
  duplicateLogin: '다른기기에서 로그인되어 로그아웃 됩니다.',
  loggedOut: '로그아웃 되었습니다.',
  blockedIp: '차단 당한 IP입니다.',
  serverError: '예상치못한 문제가 발생했습니다.',
} as const;

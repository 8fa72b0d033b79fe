/** What the global response interceptor turns a status into (spec section 8). */
export type SessionEvent =
  | { type: 'duplicate-login'; status: 555; message: '다른기기에서 로그인되어 로그아웃 됩니다.' }
  | { type: 'logged-out'; status: 556; message: '로그아웃 되었습니다.' }
  | { type: 'blocked-ip'; status: 406; message: '차단 당한 IP입니다.' }
  | { type: 'server-error'; status: 500; message: '예상치못한 문제가 발생했습니다.' }
  | { type: 'blank-page'; status: 600 };

/** The interceptor's table: each status the spec names and the event the site acts on. */
export const sessionEventByStatus: Readonly<Record<number, SessionEvent>> = {
  555: { type: 'duplicate-login', status: 555, message: '다른기기에서 로그인되어 로그아웃 됩니다.' },
  556: { type: 'logged-out', status: 556, message: '로그아웃 되었습니다.' },
  406: { type: 'blocked-ip', status: 406, message: '차단 당한 IP입니다.' },
  500: { type: 'server-error', status: 500, message: '예상치못한 문제가 발생했습니다.' },
  600: { type: 'blank-page', status: 600 },
};

/** True for events that end the session (everything but 600, which only navigates). */
export function endsSession(event: SessionEvent): boolean {
  return event.type !== 'blank-page';
}

/** True for events after which the site shows a blank page (406 and 600). */
export function leadsToBlankPage(event: SessionEvent): boolean {
  return event.type === 'blocked-ip' || event.type === 'blank-page';
}

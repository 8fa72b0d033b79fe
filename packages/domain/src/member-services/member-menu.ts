// The member's menu actions of spec 7 and 8: refresh ('GET /member/{id}, then 새로고침 되었습니다') and clear cookies.

/** The two actions' texts, exactly as spec 7 and 8 write them. */
export const memberMenuMessages = {
  /** Spec 8: "Cookie clear: 삭제되었습니다." */
  cookiesCleared: '삭제되었습니다.',
  /** Spec 7: "GET /member/{id}: reload the user, then 새로고침 되었습니다". */
  refreshed: '새로고침 되었습니다',
} as const;

/** The names of the cookies in a `document.cookie` text (`a=1; b=2`), without duplicates; junk gives none. */
export function cookieNames(cookieText: unknown): string[] {
  if (typeof cookieText !== 'string') return [];
  const names = cookieText
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  return [...new Set(names)];
}

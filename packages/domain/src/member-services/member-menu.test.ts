import { describe, expect, it } from 'vitest';
import { cookieNames, memberMenuMessages } from './member-menu';

describe('the member menu', () => {
  it('quotes spec 7 and 8: "새로고침 되었습니다" and "삭제되었습니다."', () => {
    expect(memberMenuMessages).toEqual({ cookiesCleared: '삭제되었습니다.', refreshed: '새로고침 되었습니다' });
  });

  it('reads the cookie names to expire from document.cookie', () => {
    expect(cookieNames('popup=1; theme=dark;  popup=2; =x; ;')).toEqual(['popup', 'theme']);
    expect(cookieNames('')).toEqual([]);
    expect(cookieNames(undefined)).toEqual([]);
  });
});

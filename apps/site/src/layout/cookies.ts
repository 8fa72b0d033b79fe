import { cookieNames } from '@betkit/domain';

/** Expires every cookie the page can see, at the site's path (spec 8: then '삭제되었습니다.'). */
export function clearSiteCookies() {
  for (const name of cookieNames(document.cookie)) document.cookie = `${name}=; Max-Age=0; path=/`;
}

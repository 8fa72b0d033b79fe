// The site's Vite config puts this module in place of tough-cookie, which MSW's browser build imports for the cookie
// jar behind its handlers' `cookies` argument and their Set-Cookie answers. The demo backend uses neither (it
// authenticates with bearer tokens), and tough-cookie with its public-suffix list was over half the demo chunk.

/** MSW restores its stored cookies into `idx`; there are none to keep. */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

/** A jar that holds no cookies: a request's `cookies` are still read from document.cookie and its Cookie header. */
export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  /** A demo answer with Set-Cookie fails loudly rather than dropping the cookie. */
  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(new Error(`The demo backend sets no cookies, but ${url} answered Set-Cookie "${cookie}" (see apps/site/src/app/demoCookieJar.ts).`));
  }
}

/** Cookies MSW stored in localStorage by an earlier build: not restored. */
export const Cookie = {
  fromJSON: (): null => null,
};

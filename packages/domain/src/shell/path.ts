// Pathnames as the router hands them over, reduced to their segments.

/** The pathname alone ('/minigame/next?x=1#a' → '/minigame/next'), with one leading slash and no trailing one; junk is '/'. */
export function normalizePath(pathname: unknown): string {
  if (typeof pathname !== 'string') return '/';
  const bare = pathname.trim().replace(/[?#][\s\S]*$/, '');
  const segments = bare.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** The first segment of a pathname ('/casino/x' → 'casino'); '' for the home page and junk. */
export function firstSegment(pathname: unknown): string {
  const path = normalizePath(pathname).slice(1);
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}

/** True when the pathname is `route` or lies under it ('/partner/pt' is under '/partner'). */
export function isUnder(pathname: unknown, route: string): boolean {
  const path = normalizePath(pathname);
  return path === route || path.startsWith(`${route}/`);
}

// The member's session routes: login, the current member, logout, on the api package's configurable paths.
import { jsonBody, memberOf, route, tokenOf, type DemoContext, type DemoRoute } from '../backend/http';
import { login, logout, publicMember } from '../backend/members';

/** Login, current user and logout. */
export function sessionHandlers(ctx: DemoContext): DemoRoute[] {
  const { paths } = ctx;
  return [
    // Not in spec: the spec does not show this call.
    route(ctx, 'post', paths.login, async ({ request }) => login(ctx, await jsonBody(request))),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.currentUser, ({ request }) => publicMember(memberOf(ctx, request))),
    // Not in spec: the spec does not show this call.
    route(ctx, 'post', paths.logout, ({ request }) => {
      logout(ctx, tokenOf(request));
      return undefined;
    }),
  ];
}

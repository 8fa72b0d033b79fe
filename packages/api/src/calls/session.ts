// The member's session: login, who is logged in, logout.
// Their paths come from the client's `paths` (see ../paths.ts), so an operator can point them at their own backend.
import { accountLoginMessages, type LoginPayload, type SiteUser } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import { ApiError } from '../errors';
import type { LoginAnswer } from '../types';

// Not in spec: the spec does not show this call.
/** Local-strategy login; answers the bearer token and the member. A 404's text is the server's, else the spec's default. */
export async function login(client: ApiClient, payload: LoginPayload, { signal }: CallOptions = {}): Promise<LoginAnswer> {
  try {
    return await client.request<LoginAnswer>('POST', client.paths.login, {
      body: payload,
      signal,
      fallbackMessage: accountLoginMessages.loginFailed,
    });
  } catch (error) {
    // Spec 8: only a 404 shows the server's text; any other failure shows the default.
    if (error instanceof ApiError && error.status !== 404 && error.status !== 0) {
      throw new ApiError(error.status, accountLoginMessages.loginFailed, error.body);
    }
    throw error;
  }
}

// Not in spec: the spec does not show this call.
/** The logged-in member, from the bearer token. */
export function getCurrentUser(client: ApiClient, { signal }: CallOptions = {}): Promise<SiteUser> {
  return client.request<SiteUser>('GET', client.paths.currentUser, { signal });
}

// Not in spec: the spec does not show this call.
/** Ends the session on the server (the site also forgets the token). */
export function logout(client: ApiClient, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', client.paths.logout, { signal });
}

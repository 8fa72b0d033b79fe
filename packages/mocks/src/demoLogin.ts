import * as api from '@betkit/api';
import type { ApiClient, LoginAnswer } from '@betkit/api';
import { DEMO_PASSWORD } from './fixtures/members';

/** A client of the demo server at `baseUrl`, logged in as the demo member `userId`, with the member's record. */
export async function loginAsDemo(baseUrl: string, userId: string): Promise<{ client: ApiClient; user: LoginAnswer['user'] }> {
  let token: string | null = null;
  const client = api.createApiClient({ baseUrl, getToken: () => token });
  const answer = await api.login(client, { userId, password: DEMO_PASSWORD });
  token = answer.token;
  return { client, user: answer.user };
}

// Members as the server shows them, and the local-strategy session (Not in spec: login paths and answers).
import type { LoginAnswer } from '@betkit/api';
import { accountLoginMessages, formatSeoulDateTime, type SiteUser } from '@betkit/domain';
import type { DemoMember } from '../fixtures';
import { fail, nextRandom, stateOf, type DemoContext } from './http';

// Not in spec: the login refusals' texts (a 404's text is shown as the server sends it).
export const demoLoginTexts = {
  wrongCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  banned: '이용이 제한된 회원입니다. 고객센터로 문의해주세요.',
} as const;

/** The member without what the server never sends back (the password, the demo's own kind label). */
export function publicMember(member: DemoMember): SiteUser {
  const { password: _password, kind: _kind, recommendCode: _code, parentId: _parent, createdAt: _created, lastLoginAt: _lastLogin, ...user } = member;
  return { ...user, isLogin: true };
}

/** Local-strategy login: a token for the member; an older token of the same member then answers 555. */
export function login(ctx: DemoContext, body: unknown): LoginAnswer {
  const { userId, password } = (body ?? {}) as { userId?: unknown; password?: unknown };
  if (typeof userId !== 'string' || typeof password !== 'string' || userId.trim() === '' || password === '') {
    fail(400, accountLoginMessages.required);
  }
  const state = stateOf(ctx);
  const member = state.data.members.find((candidate) => candidate.userId === userId.trim());
  if (!member || member.password !== password) fail(404, demoLoginTexts.wrongCredentials);
  // Not in spec: a banned member cannot log in; a banned partner can (its member use stays), the partner area refuses it (spec §5).
  if (member.banType !== 0 && member.type === 0) fail(404, demoLoginTexts.banned);
  const token = `demo-${member.id}-${Math.floor(nextRandom(ctx) * 1e12).toString(36)}`;
  state.sessions[token] = member.id;
  state.latestToken[String(member.id)] = token;
  member.lastLoginAt = formatSeoulDateTime(ctx.now());
  return { token, user: publicMember(member) };
}

/** Ends a session. */
export function logout(ctx: DemoContext, token: string | undefined): void {
  if (token === undefined) return;
  const state = stateOf(ctx);
  const memberId = state.sessions[token];
  delete state.sessions[token];
  if (memberId !== undefined && state.latestToken[String(memberId)] === token) delete state.latestToken[String(memberId)];
}

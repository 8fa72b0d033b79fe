// Routes of sign-up (site-and-member-services.md section 7): recommender codes, duplicate checks, SMS, join.
import type { HttpHandler } from 'msw';
import {
  formatSeoulDateTime,
  isBanned,
  isJoinClosed,
  isSmsCodeValid,
  joinMessages,
  joinNicknameMessage,
  joinPasswordMessage,
  joinPhoneMessage,
  joinUserIdCheckMessage,
  joinUserIdMessage,
} from '@betkit/domain';
import { fail, jsonBody, nextId, nextRandom, route, stateOf, type DemoContext } from '../backend/http';

// Not in spec: the texts of the SMS and join answers ("authentication success", "already in use", …).
export const demoSignupTexts = {
  smsSent: '인증번호가 발송되었습니다.',
  smsSuccess: '인증성공',
  smsWrong: '인증번호가 일치하지 않습니다.',
  taken: '이미 사용중입니다.',
  joined: '회원가입이 완료되었습니다.',
  smsRequired: '휴대폰 인증을 완료해주세요.',
} as const;

const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

export function signupHandlers(ctx: DemoContext): HttpHandler[] {
  const data = () => stateOf(ctx).data;
  const isTaken = (key: string, value: string) => {
    const members = data().members;
    if (key === 'userId' || key === 'userIdEquals') return members.some((m) => m.userId.toLowerCase() === value.toLowerCase());
    if (key === 'nickname' || key === 'nicknameEquals') return members.some((m) => m.nickname === value);
    if (key === 'phoneNumber') return members.some((m) => digitsOf(m.phoneNumber) === digitsOf(value));
    return false;
  };
  return [
    route(ctx, 'get', '/suggestioncode', ({ url }) => {
      const code = url.searchParams.get('codeEquals') ?? '';
      const found = data().suggestionCodes.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
      return found ? { type: found.type, memberId: found.memberId, userId: found.userId } : '';
    }),
    route(ctx, 'get', '/member/check', ({ url }) => {
      for (const key of ['userId', 'nickname', 'userIdEquals', 'nicknameEquals', 'phoneNumber']) {
        const value = url.searchParams.get(key);
        if (value !== null) return isTaken(key, value) ? 1 : 0;
      }
      return fail(400, '확인할 항목이 없습니다.');
    }),
    route(ctx, 'post', '/sms/send', async ({ request }) => {
      const { data: encoded } = ((await jsonBody(request)) ?? {}) as { data?: unknown };
      let phone = '';
      try {
        phone = atob(String(encoded ?? ''));
      } catch {
        fail(400, joinMessages.phoneFormat);
      }
      if (joinPhoneMessage(phone)) fail(400, joinMessages.phoneFormat);
      const code = String(Math.floor(nextRandom(ctx) * 900_000) + 100_000);
      stateOf(ctx).smsCodes[digitsOf(phone)] = { code, sentAt: ctx.now().getTime() };
      // Not in spec: the demo has no SMS gateway, so it shows the code it "sent".
      return { message: demoSignupTexts.smsSent, demoCode: code };
    }),
    route(ctx, 'get', '/sms/checkAuthNumber', ({ url }) => {
      const sent = stateOf(ctx).smsCodes[digitsOf(url.searchParams.get('phonenumber'))];
      if (!sent || sent.code !== url.searchParams.get('authnumber')) fail(400, demoSignupTexts.smsWrong);
      if (!isSmsCodeValid(sent.sentAt, ctx.now())) fail(400, joinMessages.smsCodeExpired);
      return demoSignupTexts.smsSuccess;
    }),
    route(ctx, 'post', '/member/join', async ({ request }) => {
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const state = stateOf(ctx);
      if (isJoinClosed(state.data.settings.joinStartEndFlg)) fail(400, joinMessages.closedAlert);
      const userId = String(body.userId ?? '');
      const nickname = String(body.nickname ?? '');
      const phoneNumber = String(body.phoneNumber ?? '');
      const rule =
        joinUserIdMessage(userId) ??
        joinUserIdCheckMessage(userId) ??
        joinPasswordMessage(body.password) ??
        joinNicknameMessage(nickname) ??
        joinPhoneMessage(phoneNumber);
      if (rule) fail(400, rule);
      if (isBanned(userId, state.data.banLists.userIds)) fail(400, joinMessages.bannedUserId);
      if (isBanned(nickname, state.data.banLists.nicknames)) fail(400, joinMessages.bannedNickname);
      if (isTaken('userId', userId) || isTaken('nickname', nickname) || isTaken('phoneNumber', phoneNumber)) fail(400, demoSignupTexts.taken);
      const sent = state.smsCodes[digitsOf(phoneNumber)];
      if (!sent || sent.code !== body.authNumber) fail(400, demoSignupTexts.smsRequired);
      const code = state.data.suggestionCodes.find(
        (candidate) => candidate.code.toLowerCase() === String(body.suggestionCode1 ?? '').toLowerCase(),
      );
      if (!code) fail(400, joinMessages.invalidRecommender);
      const now = formatSeoulDateTime(ctx.now());
      state.data.members.push({
        id: nextId(ctx),
        userId,
        password: String(body.password),
        nickname,
        kind: 'member',
        createdAt: now,
        updatedAt: now,
        type: 0,
        userType: 'A',
        role: 1,
        banType: 0,
        withdrawalType: 0,
        emoney: 0,
        casinoMoney: 0,
        point: 0,
        comp: 0,
        phoneNumber,
        accountHolder: String(body.accountHolder ?? ''),
        bankCode: String(body.bankCode ?? ''),
        bankAccountNumber: String(body.bankAccountNumber ?? ''),
        bankAccountPssword: String(body.bankAccountPssword ?? ''),
        revolutionUseFlag: 0,
        parentId: Number(code.memberId),
      });
      delete state.smsCodes[digitsOf(phoneNumber)];
      return demoSignupTexts.joined;
    }),
  ];
}

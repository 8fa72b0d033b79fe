// Routes of sign-up (site-and-member-services.md section 7): recommender codes, duplicate checks, SMS, join.
import {
  formatSeoulDateTime,
  SMS_CODE_VALID_MS,
  isJoinClosed,
  isSmsCodeValid,
  joinMessages,
  joinPhoneMessage,
  joinProblems,
} from '@betkit/domain';
import { fail, jsonBody, nextId, nextRandom, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';

// Not in spec: the demo's own texts beyond the domain's join messages.
export const demoSignupTexts = {
  smsWrong: '인증번호가 일치하지 않습니다.',
} as const;

const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

export function signupHandlers(ctx: DemoContext): DemoRoute[] {
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
      if (isTaken('phoneNumber', phone)) fail(400, joinMessages.taken);
      const code = String(Math.floor(nextRandom(ctx) * 900_000) + 100_000);
      stateOf(ctx).smsCodes[digitsOf(phone)] = { code, sentAt: ctx.now().getTime() };
      // Not in spec: the demo has no SMS gateway, so it shows the code it "sent".
      return { message: joinMessages.smsSent, demoCode: code };
    }),
    route(ctx, 'get', '/sms/checkAuthNumber', ({ url }) => {
      const sent = stateOf(ctx).smsCodes[digitsOf(url.searchParams.get('phonenumber'))];
      if (!sent || sent.code !== url.searchParams.get('authnumber')) fail(400, demoSignupTexts.smsWrong);
      if (!isSmsCodeValid(sent.sentAt, ctx.now())) fail(400, joinMessages.smsCodeExpired);
      sent.verified = true;
      return joinMessages.smsVerifiedAnswer;
    }),
    route(ctx, 'post', '/member/join', async ({ request }) => {
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const state = stateOf(ctx);
      if (isJoinClosed(state.data.settings.joinStartEndFlg)) fail(400, joinMessages.closedAlert);
      const userId = String(body.userId ?? '');
      const nickname = String(body.nickname ?? '');
      const phoneNumber = String(body.phoneNumber ?? '');
      const code = state.data.suggestionCodes.find(
        (candidate) => candidate.code.toLowerCase() === String(body.suggestionCode1 ?? '').toLowerCase(),
      );
      // The same rules as the form (the anti-bot code and the confirmation never leave the browser).
      const problem = joinProblems(
        { ...body, passwordConfirm: body.password, antiBotCode: '-' },
        { antiBotCode: '-', recommender: code ?? null, bannedUserIds: state.data.banLists.userIds, bannedNicknames: state.data.banLists.nicknames },
      )[0];
      if (problem) fail(400, problem.message);
      if (isTaken('userId', userId) || isTaken('nickname', nickname) || isTaken('phoneNumber', phoneNumber)) fail(400, joinMessages.taken);
      const sent = state.smsCodes[digitsOf(phoneNumber)];
      if (!sent?.verified || sent.code !== body.authNumber) fail(400, joinMessages.smsRequired);
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
        parentId: Number(code?.memberId),
      });
      delete state.smsCodes[digitsOf(phoneNumber)];
      return joinMessages.joined;
    }),
    // QA and e2e: every SMS code sent so far is 10 minutes old, so its check answers the expiry.
    route(ctx, 'post', '/__demo/expire-sms', () => {
      const codes = stateOf(ctx).smsCodes;
      for (const sent of Object.values(codes)) sent.sentAt -= SMS_CODE_VALID_MS;
      return { expired: Object.keys(codes).length };
    }),
  ];
}

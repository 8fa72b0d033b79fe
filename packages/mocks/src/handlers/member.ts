// Routes of the member services (site-and-member-services.md section 7): messages, alerts, passwords,
// roulette and coupons, points and comps, holdem.
import {
  accountLoginMessages,
  attendanceMessages,
  couponMessages,
  formatIsoDate,
  formatSeoulDateTime,
  holdemMessages,
  memberMessages,
  conversionAmount,
  conversionErrorMessage,
  conversionMessage,
  rouletteMessages,
  roulettePrizes,
  hasId,
  idSet,
  sameId,
  seoulCalendarDate,
  type RouletteKind,
} from '@betkit/domain';
import { assertSelf, fail, jsonBody, memberOf, nextRandom, param, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import type { DemoAttendance, DemoMember } from '../fixtures';

// Not in spec: refusals whose texts the spec does not give (the site shows the server's text).
export const demoMemberTexts = {
  noCard: '사용 가능한 룰렛 카드가 없습니다.',
  staleMember: '회원 정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.',
  wrongOldPassword: '현재 비밀번호가 일치하지 않습니다.',
  couponClaimed: '오늘 이미 지급받은 쿠폰입니다.',
  couponCount: '오늘 누적 충전 횟수가 부족합니다. (3회 이상)',
  couponAmount: '오늘 누적 충전 금액이 부족합니다. (300,000원 이상)',
  ok: 'OK',
} as const;

// Not in spec: what the daily cumulative charge coupons require, and what they give (one normal card).
// Not in spec: how long a matched find-password lets the member set a new password.
/** The demo's password recovery window after a matched find-password (10 minutes, as the SMS code's). */
export const PASSWORD_RECOVERY_WINDOW_MS = 10 * 60_000;

export const CHARGE_COUPON_RULES = { count: 3, amount: 300_000 } as const;

function ownMessages(ctx: DemoContext, member: DemoMember) {
  return stateOf(ctx).data.messages.filter(({ memberId, deleted }) => memberId === member.id && !deleted);
}

/** Korean calendar day of an instant ('YYYY-MM-DD'); '' when it is not one. */
function seoulDay(instant: Date | string): string {
  const day = seoulCalendarDate(instant);
  return day === undefined ? '' : formatIsoDate(day);
}

function claimCoupon(ctx: DemoContext, request: Request, memberIdParam: string, kind: 'count' | 'amount'): string {
  const member = memberOf(ctx, request);
  assertSelf(member, memberIdParam);
  const state = stateOf(ctx);
  const today = seoulDay(ctx.now());
  const key = `${member.id}:${kind}`;
  if (state.couponsClaimed[key] === today) fail(400, demoMemberTexts.couponClaimed);
  const deposits = state.data.charges.filter(
    (charge) => charge.memberId === member.id && charge.depositMode === 0 && charge.status === 1 && seoulDay(charge.depositDate ?? '') === today,
  );
  if (kind === 'count' && deposits.length < CHARGE_COUPON_RULES.count) fail(400, demoMemberTexts.couponCount);
  const total = deposits.reduce((sum, charge) => sum + charge.depositAmount, 0);
  if (kind === 'amount' && total < CHARGE_COUPON_RULES.amount) fail(400, demoMemberTexts.couponAmount);
  state.couponsClaimed[key] = today;
  const cards = cardsOf(ctx, member);
  cards.normal += 1;
  return kind === 'count' ? couponMessages.countIssued : couponMessages.amountIssued;
}

/** The member's alert settings (all on for a member the data has none for). */
function alertSettingsOf(ctx: DemoContext, member: DemoMember) {
  const data = stateOf(ctx).data;
  let record = data.alertSettings.find(({ memberId }) => memberId === member.id);
  if (!record) {
    record = { memberId: member.id, settings: { alertMessageFlag: true, alertCustomerFlag: true, alertDepositFlag: true, alertWithdrawFlag: true } };
    data.alertSettings.push(record);
  }
  return record;
}

function cardsOf(ctx: DemoContext, member: DemoMember) {
  const data = stateOf(ctx).data;
  let cards = data.cards.find(({ memberId }) => memberId === member.id);
  if (!cards) {
    cards = { memberId: member.id, normal: 0, vip: 0 };
    data.cards.push(cards);
  }
  return cards;
}

/** Converts points or comps into money, checking the minimum, the balance and that the member was not changed meanwhile. */
function convert(ctx: DemoContext, member: DemoMember, body: unknown, kind: 'point' | 'comp'): string {
  const payload = (body ?? {}) as Record<string, unknown>;
  assertSelf(member, payload.memberId);
  const amount = payload[kind];
  // The same rule as the form: the minimum first, then what the member holds.
  const rule = conversionMessage(kind, amount, kind === 'point' ? member.point : member.comp);
  if (rule) fail(400, rule);
  const value = conversionAmount(kind, amount);
  if (value === null) fail(400, conversionErrorMessage(''));
  if (payload.userUpdatedAt !== member.updatedAt) fail(409, demoMemberTexts.staleMember);
  const now = formatSeoulDateTime(ctx.now());
  const data = stateOf(ctx).data;
  if (kind === 'point') {
    member.point -= value;
    data.points.unshift({ memberId: member.id, entry: { createdAt: now, pointMemo: '포인트 머니전환', point: -value, totalPoint: member.point } });
  } else {
    member.comp -= value;
    data.comps.unshift({ memberId: member.id, entry: { createdAt: now, compMemo: '콤프 머니전환', comp: -value, totalComp: member.comp } });
  }
  member.emoney += value;
  member.updatedAt = now;
  return demoMemberTexts.ok;
}

export function memberHandlers(ctx: DemoContext): DemoRoute[] {
  return [
    // Not in spec: the attendance check's calls; one check a Korean day.
    route(ctx, 'get', '/attendance/:memberId', (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'memberId'));
      return { dates: attendanceOf(ctx, member.id).dates };
    }),
    route(ctx, 'post', '/attendance', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { memberId } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      assertSelf(member, memberId);
      const record = attendanceOf(ctx, member.id);
      const today = formatIsoDate(seoulCalendarDate(ctx.now())!);
      if (record.dates.includes(today)) fail(400, attendanceMessages.already);
      record.dates.push(today);
      return { dates: record.dates };
    }),
    route(ctx, 'get', '/message/unread/:memberId', (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'memberId'));
      return ownMessages(ctx, member)
        .filter(({ message }) => message.confirmStatus === 0)
        .map(({ message }) => message);
    }),
    route(ctx, 'get', '/message/user/:id', (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'id'));
      return ownMessages(ctx, member)
        .map(({ message }) => message)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    }),
    route(ctx, 'put', '/message/', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { id } = ((await jsonBody(request)) ?? {}) as { id?: unknown };
      const record = ownMessages(ctx, member).find(({ message }) => sameId(message.id, id));
      if (!record) fail(404, memberMessages.noneSelected);
      record.message.confirmStatus = 1;
      return record.message;
    }),
    route(ctx, 'put', '/message/delete', async ({ request }) => {
      const member = memberOf(ctx, request);
      const body = await jsonBody(request);
      const ids = idSet(Array.isArray(body) ? body.map((item: unknown) => (item as { id?: unknown } | null)?.id) : []);
      const records = ownMessages(ctx, member).filter(({ message }) => hasId(ids, message.id));
      if (records.length === 0) fail(400, memberMessages.noneSelected);
      if (records.some(({ message }) => message.confirmStatus === 0)) fail(400, memberMessages.unreadCannotDelete);
      for (const record of records) record.deleted = true;
      return demoMemberTexts.ok;
    }),
    route(ctx, 'post', '/member/resetAlertCount', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { type } = ((await jsonBody(request)) ?? {}) as { type?: unknown };
      const field = { message: 'alertMessageFlag', customer: 'alertCustomer', deposit: 'alertDeposit', withdraw: 'alertWithdraw' }[String(type)];
      if (!field) fail(400, '알 수 없는 알림 종류입니다.');
      if (field === 'alertMessageFlag') member.alertMessageFlag = 0;
      else Object.assign(member, { [`${field}Flag`]: 0, [`${field}Count`]: 0 });
      return demoMemberTexts.ok;
    }),
    route(ctx, 'get', '/member/alertInfo', ({ request }) => alertSettingsOf(ctx, memberOf(ctx, request)).settings),
    route(ctx, 'post', '/member/updateAlert', async ({ request }) => {
      const record = alertSettingsOf(ctx, memberOf(ctx, request));
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      for (const key of ['alertMessageFlag', 'alertCustomerFlag', 'alertDepositFlag', 'alertWithdrawFlag'] as const) {
        if (key in body) record.settings[key] = Boolean(body[key]);
      }
      return demoMemberTexts.ok;
    }),
    route(ctx, 'post', '/member/find-password', async ({ request }) => {
      const { phoneNumber, userId, accountHolder } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const member = stateOf(ctx).data.members.find((candidate) => candidate.userId === userId);
      const digits = (member?.phoneNumber ?? '').replace(/\D/g, '');
      if (!member || member.accountHolder !== accountHolder || !digits.endsWith(String(phoneNumber ?? '#')) || String(phoneNumber).length !== 4) {
        fail(404, accountLoginMessages.findFailed);
      }
      (stateOf(ctx).passwordRecoveries ??= {})[member.userId] = ctx.now().getTime();
      return demoMemberTexts.ok;
    }),
    // Not in spec: only a member who just passed find-password may set a new one, once, within the recovery window.
    route(ctx, 'post', '/member/change-password', async ({ request }) => {
      const { userId, newPassword } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const state = stateOf(ctx);
      const member = state.data.members.find((candidate) => candidate.userId === userId);
      const foundAt = member ? state.passwordRecoveries?.[member.userId] : undefined;
      const allowed = foundAt !== undefined && ctx.now().getTime() - foundAt < PASSWORD_RECOVERY_WINDOW_MS;
      if (!member || !allowed || typeof newPassword !== 'string' || newPassword === '') fail(400, accountLoginMessages.changeFailed);
      member.password = newPassword;
      delete state.passwordRecoveries![member.userId];
      return demoMemberTexts.ok;
    }),
    route(ctx, 'put', '/member/change-password/:id', async (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'id'));
      const { oldPassword, password } = ((await jsonBody(args.request)) ?? {}) as Record<string, unknown>;
      if (oldPassword !== member.password) fail(400, demoMemberTexts.wrongOldPassword);
      if (typeof password !== 'string' || password === '') fail(400, accountLoginMessages.checkPassword);
      member.password = password;
      return demoMemberTexts.ok;
    }),
    route(ctx, 'post', '/card/choice', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { memberId, couponType } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      assertSelf(member, memberId);
      const kind: RouletteKind | undefined = Number(couponType) === 1 ? 'normal' : Number(couponType) === 2 ? 'vip' : undefined;
      if (!kind) fail(400, rouletteMessages.errorFallback);
      const cards = cardsOf(ctx, member);
      if (cards[kind] <= 0) fail(400, demoMemberTexts.noCard);
      cards[kind] -= 1;
      const prizes = roulettePrizes(kind);
      const prize = prizes[Math.floor(nextRandom(ctx) * prizes.length)] ?? 0;
      if (prize > 0) {
        member.point += prize;
        stateOf(ctx).data.points.unshift({
          memberId: member.id,
          entry: { createdAt: formatSeoulDateTime(ctx.now()), pointMemo: kind === 'vip' ? 'VIP 룰렛 당첨' : '룰렛 당첨', point: prize, totalPoint: member.point },
        });
      }
      return prize;
    }),
    route(ctx, 'post', '/card/roulleteCount/:memberId', (args) => claimCoupon(ctx, args.request, param(args, 'memberId'), 'count')),
    route(ctx, 'post', '/card/roulleteAmount/:memberId', (args) => claimCoupon(ctx, args.request, param(args, 'memberId'), 'amount')),
    route(ctx, 'get', '/point/user/:id', (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'id'));
      return stateOf(ctx).data.points.filter(({ memberId }) => memberId === member.id).map(({ entry }) => entry);
    }),
    route(ctx, 'get', '/comp/user/:id', (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'id'));
      return stateOf(ctx).data.comps.filter(({ memberId }) => memberId === member.id).map(({ entry }) => entry);
    }),
    route(ctx, 'post', '/emoney/pointToEmoney', async ({ request }) => convert(ctx, memberOf(ctx, request), await jsonBody(request), 'point')),
    route(ctx, 'post', '/emoney/compToEmoney', async ({ request }) => convert(ctx, memberOf(ctx, request), await jsonBody(request), 'comp')),
    route(ctx, 'get', '/revolution/user/create', ({ request, url }) => {
      const member = memberOf(ctx, request);
      if (url.searchParams.get('userId') !== member.userId) fail(403, '본인의 정보만 조회할 수 있습니다.');
      if (stateOf(ctx).data.settings.revolutionMaintenanceFlag) fail(400, holdemMessages.maintenance);
      if (Number(member.revolutionUseFlag ?? 0) === 0) fail(403, holdemMessages.noPermission);
      member.revolutionUid = member.revolutionUid || `rv-${member.id}`;
      ctx.store.save();
      return 1;
    }),
    route(ctx, 'get', '/revolution/game/link', ({ request, url }) => {
      const member = memberOf(ctx, request);
      if (url.searchParams.get('userId') !== member.userId) fail(403, '본인의 정보만 조회할 수 있습니다.');
      if (!member.revolutionUid) fail(400, holdemMessages.createFailed);
      return `${ctx.url('/demo-game.html')}?${new URLSearchParams({ provider: 'revolution', game: 'holdem', user: member.userId })}`;
    }),
  ];
}

/** The member's attendance record, made on first use (a state saved before attendance existed has none). */
function attendanceOf(ctx: DemoContext, memberId: number): DemoAttendance {
  const data = stateOf(ctx).data;
  data.attendance ??= [];
  let record = data.attendance.find((entry) => entry.memberId === memberId);
  if (!record) {
    record = { memberId, dates: [] };
    data.attendance.push(record);
  }
  return record;
}

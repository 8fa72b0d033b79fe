// Routes of deposits and withdrawals (site-and-member-services.md section 7).
import { HttpResponse } from 'msw';
import {
  customerEnquiryMessage,
  depositMessage,
  depositPasswordMessage,
  depositorNameMessage,
  formatSeoulDateTime,
  withdrawRequestMessage,
  sameId,
  type ChargeRecord,
} from '@betkit/domain';
import { assertSelf, fail, jsonBody, memberOf, nextId, param, queryNumber, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import type { DemoMember } from '../fixtures';
import { approveDueCharges } from '../backend/charges';
import { bonusImageFor } from '../backend/bonusImages';

function createCharge(ctx: DemoContext, member: DemoMember, body: Record<string, unknown>): ChargeRecord {
  const mode = Number(body.depositMode);
  const data = stateOf(ctx).data;
  if (mode === 0) {
    const rule = depositMessage({ bonus: body.eventDepositId ?? '', amount: String(body.depositAmount ?? '') });
    if (rule) fail(400, rule);
    if (body.eventDepositId !== null && !data.depositEvents.some(({ id }) => sameId(id, body.eventDepositId))) {
      fail(400, '선택할 수 없는 보너스입니다.');
    }
  } else if (mode === 1) {
    // The server's check is the client's: the bank maintenance window, the amount rules and the level's maximum.
    const rule = withdrawRequestMessage({ amount: String(body.depositAmount ?? ''), emoney: member.emoney, role: member.role, now: ctx.now() });
    if (rule) fail(400, rule);
  } else {
    fail(400, '요청 형식이 올바르지 않습니다.');
  }
  const nameRule = depositorNameMessage(body.depositName);
  if (nameRule) fail(400, nameRule);
  const amount = Number(body.depositAmount);
  const stamp = formatSeoulDateTime(ctx.now());
  // Not in spec: the same request again within the same second is a double submission, refused on the server too.
  const repeated = data.charges.some(
    (charge) => charge.memberId === member.id && charge.depositMode === mode && charge.depositAmount === amount && charge.depositDate === stamp,
  );
  if (repeated) fail(400, '이미 접수된 신청입니다.');
  const record: ChargeRecord = {
    id: nextId(ctx),
    memberId: member.id,
    depositMode: mode as 0 | 1,
    depositAmount: amount,
    depositName: String(body.depositName),
    depositDate: stamp,
    processDate: null,
    status: 0,
    type: Number(body.type ?? 0),
    userDisplayFlag: 1,
    eventDepositId: mode === 0 ? ((body.eventDepositId as number | null) ?? null) : null,
    duplicate: Number(body.duplicate ?? 0),
    confirmFlag: 0,
  };
  // A withdrawal reserves the money at once, so it cannot be bet while the request waits.
  if (mode === 1) member.emoney -= amount;
  data.charges.unshift(record);
  stateOf(ctx).sessionCharges.push(record.id);
  return record;
}

export function moneyHandlers(ctx: DemoContext): DemoRoute[] {
  const data = () => stateOf(ctx).data;
  return [
    route(ctx, 'get', '/code', ({ url }) => (url.searchParams.get('type') === 'BANK' ? data().banks : [])),
    route(ctx, 'get', '/labelSetting', ({ url }) => data().labels.filter(({ kbn }) => kbn === url.searchParams.get('kbn'))),
    route(ctx, 'get', '/settingBanking/level/:userType', () => data().banking),
    route(ctx, 'get', '/settingbankname', () => data().bankNames),
    route(ctx, 'get', '/eventDeposit/availableEvent', () => data().depositEvents),
    route(ctx, 'post', '/member/check-deposit-pw', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { userId, bankAccountPssword } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      if (userId !== member.userId) fail(403, '본인의 정보만 조회할 수 있습니다.');
      const rule = depositPasswordMessage(bankAccountPssword, member.bankAccountPssword);
      if (rule) fail(400, rule);
      return 'OK';
    }),
    route(ctx, 'post', '/deposot-account-confirm', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { memberId } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      assertSelf(member, memberId);
      return data().banking;
    }),
    route(ctx, 'post', '/charge', async ({ request }) => {
      const member = memberOf(ctx, request);
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      assertSelf(member, body.memberId);
      return createCharge(ctx, member, body);
    }),
    route(ctx, 'get', '/charge', ({ request, url }) => {
      const member = memberOf(ctx, request);
      assertSelf(member, url.searchParams.get('memberId'));
      approveDueCharges(ctx, member);
      ctx.store.save();
      const mode = queryNumber(url, 'depositMode');
      const rows = data()
        .charges.filter((charge) => charge.memberId === member.id && charge.userDisplayFlag === 1 && (mode === undefined || charge.depositMode === mode))
        .sort((a, b) => ((a.depositDate ?? '') < (b.depositDate ?? '') ? 1 : -1));
      const page = Math.max(1, queryNumber(url, 'page') ?? 1);
      const perpage = Math.min(100, Math.max(1, queryNumber(url, 'perpage') ?? 10));
      return { list: rows.slice((page - 1) * perpage, page * perpage), totalCount: rows.length };
    }),
    route(ctx, 'put', '/charge/userDelete/:memberId', async (args) => {
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'memberId'));
      const { depositMode, ids } = ((await jsonBody(args.request)) ?? {}) as Record<string, unknown>;
      const chosen = Array.isArray(ids) ? ids.map(String) : undefined;
      const rows = data().charges.filter(
        (charge) =>
          charge.memberId === member.id &&
          charge.depositMode === Number(depositMode) &&
          (chosen === undefined || chosen.includes(String(charge.id))),
      );
      for (const row of rows) row.userDisplayFlag = 0;
      return { count: rows.length };
    }),
    route(ctx, 'put', '/charge/:id', async (args) => {
      const member = memberOf(ctx, args.request);
      const charge = data().charges.find((row) => sameId(row.id, param(args, 'id')) && row.memberId === member.id);
      if (!charge) fail(404, '내역을 찾을 수 없습니다.');
      // Issue 15: a member may hide a request still processing (hiding is the member's view only, spec 4).
      charge.userDisplayFlag = 0;
      return charge;
    }),
    route(ctx, 'post', '/customer/', async ({ request }) => {
      const member = memberOf(ctx, request);
      const { memberId, title, questionContents } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      assertSelf(member, memberId);
      const problem = customerEnquiryMessage({ title, questionContents });
      if (problem) fail(400, problem);
      return { id: nextId(ctx), memberId: member.id, title, questionContents, createdAt: formatSeoulDateTime(ctx.now()) };
    }),
    // The bonus banners: the demo's own picture for each known file, a designed fallback for any other.
    route(ctx, 'get', '/api/file/download/*', ({ url }) =>
      new HttpResponse(bonusImageFor(decodeURIComponent(url.pathname)), { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
  ];
}

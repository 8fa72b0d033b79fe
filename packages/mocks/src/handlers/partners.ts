// The partner and recommender areas' routes, on the api package's configurable paths.
import type { PartnerMemberRow, PartnerSummary } from '@betkit/api';
import { slipSettlement } from '@betkit/domain';
import { fail, memberOf, paged, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import type { DemoMember } from '../fixtures';
import { partnerMemberRow } from '../fixtures/partners';

/** Members recruited by a partner or recommender: the generated rows, then members who joined since, with their money totals. */
function recruits(ctx: DemoContext, owner: DemoMember): PartnerMemberRow[] {
  const data = stateOf(ctx).data;
  const generated = data.partnerMembers.find(({ partnerId }) => partnerId === owner.id)?.rows ?? [];
  const listed = new Set(generated.map((row) => row.id));
  return [...generated, ...data.members
    .filter((member) => member.parentId === owner.id && !listed.has(member.id))
    .map((member) => {
      const charges = data.charges.filter((charge) => charge.memberId === member.id && charge.status === 1);
      const slips = data.slips.filter(({ memberId }) => memberId === member.id);
      return partnerMemberRow(member, {
        depositTotal: charges.filter((c) => c.depositMode === 0).reduce((sum, c) => sum + c.depositAmount, 0),
        withdrawTotal: charges.filter((c) => c.depositMode === 1).reduce((sum, c) => sum + c.depositAmount, 0),
        betTotal: slips.reduce((sum, { legs }) => sum + legs[0].amount, 0),
      });
    })];
}

/** A partner's or recommender's summary: the generated one, else totals of their members, rolling per game type, losing settlement. */
function summary(ctx: DemoContext, owner: DemoMember): PartnerSummary {
  const generated = stateOf(ctx).data.partnerSummaries.find(({ partnerId }) => partnerId === owner.id);
  if (generated) return generated.summary;
  const rows = recruits(ctx, owner);
  const data = stateOf(ctx).data;
  const ids = new Set(rows.map((row) => row.id));
  const settled = data.slips.filter(({ memberId, legs }) => ids.has(memberId) && slipSettlement(legs[0]) === 'settled');
  const winTotal = settled.filter(({ legs }) => legs[0].settlement_flag === 1).reduce((sum, { legs }) => sum + legs[0].amount * 2, 0);
  const betTotal = rows.reduce((sum, row) => sum + row.betTotal, 0);
  const percent = (value: unknown) => Number(value ?? 0) / 100;
  const losingPer = Number(owner.managementTarget1Percent ?? 0);
  return {
    memberCount: rows.length,
    depositTotal: rows.reduce((sum, row) => sum + row.depositTotal, 0),
    withdrawTotal: rows.reduce((sum, row) => sum + row.withdrawTotal, 0),
    betTotal,
    winTotal,
    rolling: {
      casino: Math.floor(betTotal * percent(owner.userRolling)),
      slot: Math.floor(betTotal * percent(owner.userRollingSlot)),
      mini: Math.floor(betTotal * percent(owner.userRollingMini)),
      sports: Math.floor(betTotal * percent(owner.userRollingSports)),
      virtual: Math.floor(betTotal * percent(owner.userRollingVirtual)),
    },
    losingAmount: Math.max(0, Math.floor(((betTotal - winTotal) * losingPer) / 100)),
    losingPer,
  };
}

function partnerOf(ctx: DemoContext, request: Request): DemoMember {
  const member = memberOf(ctx, request);
  if (member.type !== 1 && member.type !== 2) fail(403, '파트너만 이용할 수 있습니다.');
  return member;
}

function recommenderOf(ctx: DemoContext, request: Request): DemoMember {
  const member = memberOf(ctx, request);
  if (!stateOf(ctx).data.suggestionCodes.some(({ memberId }) => memberId === member.id)) fail(403, '추천인만 이용할 수 있습니다.');
  return member;
}

/** The partner's and recommender's summaries, members and settlements. */
export function partnerHandlers(ctx: DemoContext): DemoRoute[] {
  const { paths } = ctx;
  const data = () => stateOf(ctx).data;
  return [
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.partnerSummary, ({ request }) => summary(ctx, partnerOf(ctx, request))),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.partnerMembers, ({ request, url }) => paged(recruits(ctx, partnerOf(ctx, request)), url)),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.recommenderSummary, ({ request }) => summary(ctx, recommenderOf(ctx, request))),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.recommenderMembers, ({ request, url }) => paged(recruits(ctx, recommenderOf(ctx, request)), url)),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.recommenderSettlements, ({ request }) => {
      const member = recommenderOf(ctx, request);
      return data().settlements.find(({ partnerId }) => partnerId === member.id)?.rows ?? [];
    }),
  ];
}

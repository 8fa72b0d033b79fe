// The server side of bet placing, cancel and delete, enforced with @betkit/domain's rules.
import type { BetPlacedAnswer } from '@betkit/api';
import {
  BONUS_FIXTURE_ID,
  bettingLimits,
  bettingMessages,
  bonusCombinationError,
  bonusTiers,
  canCancelHistorySlip,
  checkSubmit,
  floorOdds,
  formatSeoulDateTime,
  gameDetailType,
  parseServerTime,
  slipSettlement,
  slipWinAmount,
  totalOdds,
  sameId,
  type BetStyle,
  type HistoryLeg,
  type HistorySlip,
  type HistorySlipTitle,
  type OddsChangeEntry,
  type Selection,
} from '@betkit/domain';
import { BONUS_MARKET_NAME, bonusHistoryLeg, bonusName, createRandom, deriveSeed, settlementOf, SLIP_STATUS, type DemoMember } from '../fixtures';
import { assertSelf, fail, nextId, stateOf, type DemoContext } from './http';
import { findOffer, type Offer, type OfferArea } from './offers';

/** History game type of each area. */
const GAME_TYPE: Record<OfferArea, number> = { prematch: 1, live: 2, minigame: 3, virtual: 4 };

// Not in spec: texts of refusals the spec does not list (the site shows the server's text).
export const demoBettingTexts = {
  unknownOdds: '마감되었거나 존재하지 않는 배당입니다.',
  suspended: '베팅이 중지된 배당입니다.',
  mixedAreas: '다른 종류의 게임은 함께 베팅할 수 없습니다.',
  ratioMismatch: '배당 정보가 일치하지 않습니다. 다시 시도해주세요.',
  detailTypeMismatch: '베팅 종류가 올바르지 않습니다.',
  notEnoughMoney: '보유머니가 부족합니다.',
  banned: '이용이 제한된 회원입니다.',
  badRequest: '요청 형식이 올바르지 않습니다.',
  notYourSlip: '베팅내역을 찾을 수 없습니다.',
  alreadySettled: '이미 처리된 베팅은 취소할 수 없습니다.',
  cancelled: '베팅이 취소되었습니다.',
  deleted: '베팅내역이 삭제되었습니다.',
} as const;

const STYLES: readonly BetStyle[] = ['europe', 'korean', 'event'];

interface RequestLeg {
  betPrice: number;
  fixtureId: number | string;
  oddsId: number | string;
  version: number | string | null;
}

function readLegs(value: unknown): RequestLeg[] {
  if (!Array.isArray(value) || value.length === 0) fail(400, bettingMessages.noSelections);
  return value.map((leg: unknown) => {
    if (!leg || typeof leg !== 'object') fail(400, demoBettingTexts.badRequest);
    const { betPrice, fixtureId, oddsId, version } = leg as Record<string, unknown>;
    const price = Number(betPrice);
    if (!Number.isFinite(price) || price <= 0) fail(400, demoBettingTexts.badRequest);
    if (typeof oddsId !== 'number' && typeof oddsId !== 'string') fail(400, demoBettingTexts.badRequest);
    return {
      betPrice: price,
      fixtureId: fixtureId as number | string,
      oddsId,
      version: typeof version === 'number' || typeof version === 'string' ? version : null,
    };
  });
}

/** A leg of a history slip for an offer at the accepted price. */
function historyLeg(offer: Offer, price: number): HistoryLeg {
  return {
    startdate: offer.startdate,
    league_name: offer.leagueName,
    sports_name: offer.sportName,
    sports_betting_home_participants_name: offer.homeName,
    sports_betting_away_participants_name: offer.awayName,
    sports_betting_market_name: offer.market.marketName,
    sports_betting_bet_name: offer.bet.betName,
    sports_betting_bet_line: offer.bet.betLine ?? null,
    sports_betting_bet_baseline: offer.bet.betBaseline ?? null,
    sports_betting_bet_price: price,
    sports_betting_win_flag: 0,
    sports_betting_score: null,
    betTimingScore: offer.area === 'live' ? (offer.score ?? null) : null,
    sports_betting_sports_prematch_odds_id: offer.bet.id,
  };
}

/**
 * POST /sports-prematch/betting. Refuses what the site's checks refuse (limits per role and style,
 * total odds, bonus rule), answers an odds change (the spec's array of betPrice entries) when a price
 * or version is stale and changeFlag is 0, takes the stake from the member's money and records the slip.
 */
export function placeBet(ctx: DemoContext, member: DemoMember, body: unknown): BetPlacedAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body)) fail(400, demoBettingTexts.badRequest);
  const request = body as Record<string, unknown>;
  assertSelf(member, request.memberId);
  if (member.banType !== 0) fail(403, demoBettingTexts.banned);
  const now = ctx.now();
  const data = stateOf(ctx).data;
  const legs = readLegs(request.bettings);
  const changeFlag = Number(request.changeFlag) === 1;
  const style: BetStyle = STYLES.includes(request.gameStyle as BetStyle) ? (request.gameStyle as BetStyle) : 'korean';

  const bonusLegs = legs.filter((leg) => sameId(leg.fixtureId, BONUS_FIXTURE_ID));
  const pickLegs = legs.filter((leg) => !sameId(leg.fixtureId, BONUS_FIXTURE_ID));
  if (pickLegs.length === 0) fail(400, bettingMessages.noSelections);
  const offers = pickLegs.map((leg) => {
    const offer = findOffer(data, Number(leg.oddsId), now);
    if (!offer || !sameId(offer.fixtureId, leg.fixtureId)) fail(400, demoBettingTexts.unknownOdds);
    if (offer.bet.betStatus !== 1) fail(400, demoBettingTexts.suspended);
    return offer;
  });
  const area = offers[0]!.area;
  if (offers.some((offer) => offer.area !== area)) fail(400, demoBettingTexts.mixedAreas);
  // A game or virtual event that has started, or a mini-game round whose betting has closed, takes no bets.
  if (offers.some((offer) => offer.closesAt !== undefined && offer.closesAt <= now.getTime())) {
    fail(400, area === 'minigame' ? bettingMessages.roundClosed : bettingMessages.eventStarted);
  }

  const stale = pickLegs.some((leg, index) => {
    const current = offers[index]!.bet;
    return String(leg.version ?? '') !== String(current.version) || floorOdds(leg.betPrice) !== floorOdds(current.betPrice);
  });
  if (stale && !changeFlag) {
    const answer: OddsChangeEntry[] = pickLegs.map((leg, index) => ({
      oddsId: leg.oddsId,
      fixtureId: leg.fixtureId,
      betPrice: offers[index]!.bet.betPrice,
      version: offers[index]!.bet.version,
    }));
    fail(400, answer);
  }

  // The prices the bet is taken at: the current ones (equal to the sent ones unless changeFlag accepted a change).
  const selections: Selection[] = offers.map((offer) => ({
    id: offer.bet.id,
    fixtureId: offer.fixtureId,
    betPrice: offer.bet.betPrice,
    version: offer.bet.version,
    marketName: offer.market.marketName,
    betName: offer.bet.betName,
  }));
  const tiers = bonusTiers(data.settings.bonus);
  for (const leg of bonusLegs) {
    if (area !== 'prematch') fail(400, bettingMessages.bonusCombination);
    const folders = Number(/^bonus-(\d+)$/.exec(String(leg.oddsId))?.[1]);
    const tier = tiers.find((candidate) => candidate.folders === folders);
    if (!tier || floorOdds(tier.multiplier) !== floorOdds(leg.betPrice)) fail(400, bettingMessages.bonusCombination);
    selections.unshift({
      id: `bonus-${folders}`,
      fixtureId: BONUS_FIXTURE_ID,
      betPrice: tier.multiplier,
      slipName: bonusName(folders),
      marketName: BONUS_MARKET_NAME,
      betName: bonusName(folders),
    });
  }
  const bonusError = bonusCombinationError(selections);
  if (bonusError) fail(400, bonusError);

  const limits =
    area === 'minigame'
      ? {
          minBet: data.settings.minigameLimits.minBetAmount,
          maxBet: data.settings.minigameLimits.maxBetAmount,
          maxWinnings: data.settings.minigameLimits.maxPrizeAmount,
          maxTotalOdds: 100,
        }
      : bettingLimits({ style, role: member.role, settings: data.settings.limits });
  const outcome = checkSubmit({ loggedIn: true, selections, amount: request.amounts, limits, confirmed: true });
  if (outcome.kind === 'error') fail(400, outcome.message);
  const amount = Number(request.amounts);

  const ratio = totalOdds(selections.map((selection) => selection.betPrice));
  if (!stale && floorOdds(Number(request.totalRatio)) !== ratio) fail(400, demoBettingTexts.ratioMismatch);
  if ((area === 'prematch' || area === 'live') && Number(request.gameDetailType) !== gameDetailType(style, pickLegs.length)) {
    fail(400, demoBettingTexts.detailTypeMismatch);
  }
  if (member.emoney < amount) fail(400, demoBettingTexts.notEnoughMoney);

  member.emoney -= amount;
  const id = nextId(ctx);
  const historyLegs: HistoryLeg[] = [
    ...bonusLegs.map((leg) => bonusHistoryLeg(Number(/^bonus-(\d+)$/.exec(String(leg.oddsId))?.[1]), leg.betPrice, formatSeoulDateTime(now), 0)),
    ...offers.map((offer) => historyLeg(offer, offer.bet.betPrice)),
  ];
  const title: HistorySlipTitle = {
    ...historyLegs[0]!,
    id,
    e_money: member.emoney,
    ip_address: '127.0.0.1',
    user_id: member.userId,
    nickname: member.nickname,
    member_id: member.id,
    user_type: member.type,
    created_at: formatSeoulDateTime(now),
    cancel_at: null,
    deleted_at: null,
    amount,
    status: 0,
    status_name: '대기',
    settlement_flag: 0,
    settlement_name: '대기',
    game_type: GAME_TYPE[area],
  };
  const slip = [title, ...historyLegs.slice(1)] as HistorySlip;
  stateOf(ctx).data.slips.unshift({ memberId: member.id, legs: slip });
  return { betSlipId: id, emoney: member.emoney };
}

/** The member's slip with this id, or 404. */
function ownSlip(ctx: DemoContext, member: DemoMember, slipId: unknown) {
  const record = stateOf(ctx).data.slips.find(
    (candidate) => candidate.memberId === member.id && sameId(candidate.legs[0].id, slipId) && !candidate.legs[0].deleted_at,
  );
  if (!record) fail(404, demoBettingTexts.notYourSlip);
  return record;
}

/** POST /sports-prematch/user/cancelAll/{id}: the cancel rule (30 minutes after, 5 minutes before any start), then a refund. */
export function cancelSlip(ctx: DemoContext, member: DemoMember, slipId: string): string {
  const record = ownSlip(ctx, member, slipId);
  const title = record.legs[0];
  if (title.cancel_at || slipSettlement(title) !== 'pending') fail(400, demoBettingTexts.alreadySettled);
  const check = canCancelHistorySlip(record.legs, ctx.now());
  if (!check.ok) fail(400, check.message);
  member.emoney += title.amount;
  title.cancel_at = formatSeoulDateTime(ctx.now());
  title.status_name = '취소';
  title.settlement_name = '취소';
  title.settlement_flag = 0;
  for (const leg of record.legs) leg.sports_betting_win_flag = -1;
  return demoBettingTexts.cancelled;
}

/** POST /sports-prematch/user-delete: hides settled slips; a pending slip in the list refuses the whole delete. */
export function deleteSlips(ctx: DemoContext, member: DemoMember, body: unknown): string {
  if (!Array.isArray(body) || body.length === 0) fail(400, bettingMessages.deleteFailed);
  const records = body.map((title: unknown) => {
    const id = title && typeof title === 'object' ? (title as Record<string, unknown>).id : undefined;
    const state = stateOf(ctx);
    const record = state.data.slips.find((candidate) => candidate.memberId === member.id && sameId(candidate.legs[0].id, id));
    if (!record || slipSettlement(record.legs[0]) === 'pending') fail(400, bettingMessages.deleteFailed);
    return record;
  });
  const deletedAt = formatSeoulDateTime(ctx.now());
  for (const record of records) record.legs[0].deleted_at = deletedAt;
  return demoBettingTexts.deleted;
}

/**
 * The demo's back office ends the games of every slip placed in this demo session and still pending, and settles
 * them (POST /__demo/settle-bets; the demo runs no games of its own). Each leg wins with the chance its price
 * implies, drawn from the seed and the slip's id so a run is repeatable; a bonus leg follows the slip; winners are
 * paid stake × odds. The generated pending slips stay pending, so every state can be seen. Answers how many.
 */
export function settleSessionSlips(ctx: DemoContext): number {
  const state = stateOf(ctx);
  // Stamps are whole seconds: a slip placed in the state's first second is the session's.
  const sessionStart = Math.floor(new Date(state.startedAt).getTime() / 1_000) * 1_000;
  let settled = 0;
  for (const { memberId, legs } of state.data.slips) {
    const [title] = legs;
    if (title.cancel_at || slipSettlement(title) !== 'pending' || (parseServerTime(title.created_at) ?? 0) < sessionStart) continue;
    const rng = createRandom(deriveSeed(state.data.seed, `settle-${title.id}`));
    const games = legs.filter((leg) => leg.sports_betting_market_name !== BONUS_MARKET_NAME);
    for (const leg of games) leg.sports_betting_win_flag = rng.chance(Math.min(0.95, 1 / Math.max(1, Number(leg.sports_betting_bet_price) || 1))) ? 2 : 1;
    const won = games.every((leg) => leg.sports_betting_win_flag === 2);
    for (const leg of legs) if (leg.sports_betting_market_name === BONUS_MARKET_NAME) leg.sports_betting_win_flag = won ? 2 : 1;
    const settlement = settlementOf(legs.map((leg) => (leg.sports_betting_win_flag === 2 ? 2 : 1)));
    Object.assign(title, { status: SLIP_STATUS.settled.status, status_name: SLIP_STATUS.settled.statusName, settlement_name: settlement.name, settlement_flag: settlement.flag });
    const member = state.data.members.find((candidate) => candidate.id === memberId);
    if (member && settlement.flag === 1) member.emoney += slipWinAmount(legs);
    settled += 1;
  }
  return settled;
}


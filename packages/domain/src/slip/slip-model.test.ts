import { describe, expect, it } from 'vitest';
import { bettingMessages } from '../messages';
import { type Selection } from '../entities';
import { DEFAULT_BET_LIMITS } from '../limits';
import { selectionsOf } from './area-slip';
import {
  MAX_AUTO_RESUBMITS,
  betSlipModelReducer,
  BetSlipRefusal,
  failureBody,
  initialBetSlipModel,
  slipTotalOdds,
  type BetSlipModel,
  type BetSlipModelAction,
  type SlipEnvironment,
} from './slip-model';

const env: SlipEnvironment = { member: { id: 7, emoney: 1_000_000 }, limits: DEFAULT_BET_LIMITS, style: 'korean', autoClamp: true };
const pick = (id: number, fixtureId: number, betPrice: number, extra: Partial<Selection> = {}): Selection => ({
  id,
  fixtureId,
  betPrice,
  marketName: '1X2',
  betName: '1',
  version: 1,
  ...extra,
});
const run = (model: BetSlipModel, ...actions: BetSlipModelAction[]) => actions.reduce(betSlipModelReducer, model);
const fresh = (selections: Selection[], area: 'prematch' | 'inplay' | 'virtual' = 'prematch', policy: 'ask' | 'accept-any' | 'accept-higher' = 'ask') =>
  initialBetSlipModel({ area, initialSelections: selections, bonusSetting: {}, policy });
const answer = [{ oddsId: 1, betPrice: 1.5, version: 2 }];

/** A slip confirmed and sent: the model waits for the answer to request 1. */
function sending(policy: 'ask' | 'accept-any' | 'accept-higher' = 'ask'): BetSlipModel {
  return run(fresh([pick(1, 10, 2)], 'prematch', policy), { type: 'amount', text: '10,000' }, { type: 'request', env }, { type: 'confirm', env });
}

describe('given a slip being sent', () => {
  it('builds one request, and a second confirm or bet press sends nothing more but says it is running', () => {
    const model = sending();
    expect(model.outbox?.id).toBe(1);
    expect(model.outbox?.request).toMatchObject({ memberId: 7, amounts: 10_000, changeFlag: 0 });
    const again = run(model, { type: 'confirm', env }, { type: 'request', env });
    expect(again.outbox).toBe(model.outbox);
    expect(again.submission.status).toBe('submitting');
    expect(again.submission.message).toBe(bettingMessages.submissionRunning);
  });

  it('refuses edits while the request runs, with the running text', () => {
    const model = run(sending(), { type: 'edit', edit: { type: 'remove', id: 1 } }, { type: 'amount', text: '5,000' });
    expect(selectionsOf(model.slip)).toHaveLength(1);
    expect(model.amountText).toBe('10,000');
    expect(model.submission.message).toBe(bettingMessages.submissionRunning);
  });

  it('ignores an answer to another request', () => {
    const model = sending();
    expect(run(model, { type: 'answered', id: 99, outcome: { ok: true, answer: 1 }, env })).toBe(model);
  });

  it('on success empties the slip and the amount and counts the placed bet', () => {
    const model = run(sending(), { type: 'answered', id: 1, outcome: { ok: true, answer: 'ok' }, env });
    expect(selectionsOf(model.slip)).toEqual([]);
    expect(model.amountText).toBe('');
    expect(model.placed).toEqual({ count: 1, answer: 'ok' });
    expect(model.submission.status).toBe('accepted');
    expect(model.outbox).toBeNull();
  });

  it('on an odds change with "ask" opens the dialog, and accepting resends the new price and version', () => {
    const asked = run(sending(), { type: 'answered', id: 1, outcome: { ok: false, error: { status: 400, message: '', body: answer } }, env });
    expect(asked.submission.status).toBe('odds-changed');
    expect(asked.oddsChangeRows[0]).toMatchObject({ oldOdds: 2, newOdds: 1.5, changed: true });
    const resent = run(asked, { type: 'acceptOddsChange', env });
    expect(resent.origin).toBe('odds-change');
    expect(resent.outbox?.request.bettings[0]).toMatchObject({ betPrice: 1.5, version: 2 });
    expect(selectionsOf(resent.slip)[0]).toMatchObject({ betPrice: 1.5, betStartPrice: 2 });
  });

  it('under "accept-any" resends unasked once, then asks if the server moves the odds again', () => {
    const refusal = { ok: false as const, error: { status: 400, message: '', body: answer } };
    const resent = run(sending('accept-any'), { type: 'answered', id: 1, outcome: refusal, env });
    expect(resent.outbox?.id).toBe(2);
    expect(resent.origin).toBe('auto-accept');
    expect(MAX_AUTO_RESUBMITS).toBe(1);
    const asked = run(resent, { type: 'answered', id: 2, outcome: refusal, env });
    expect(asked.submission.status).toBe('odds-changed');
    expect(asked.outbox).toBeNull();
  });

  it('under "accept-higher" asks when a price fell', () => {
    const model = run(sending('accept-higher'), { type: 'answered', id: 1, outcome: { ok: false, error: { body: answer } }, env });
    expect(model.submission.status).toBe('odds-changed');
  });

  it('shows the server text of a refusal, else the api message, else the default', () => {
    expect(failureBody({ status: 400, message: 'x', body: '마감' })).toBe('마감');
    expect(failureBody({ status: 0, message: '서버와 연결할 수 없습니다.', body: undefined })).toBe('서버와 연결할 수 없습니다.');
    expect(failureBody(new Error('TypeError: failed'))).toBeUndefined();
    const model = run(sending(), { type: 'answered', id: 1, outcome: { ok: false, error: new Error() }, env });
    expect(model.submission).toMatchObject({ status: 'rejected', message: bettingMessages.betFailedDefault });
  });

  it("shows the site's own refusal text (stale prices) instead of the default", () => {
    const stale = '배당과 보유금액을 새로 불러오지 못해 베팅을 보내지 않았습니다. 잠시 후 다시 시도해주세요.';
    expect(failureBody(new BetSlipRefusal(stale))).toBe(stale);
    const model = run(sending(), { type: 'answered', id: 1, outcome: { ok: false, error: new BetSlipRefusal(stale) }, env });
    expect(model.submission).toMatchObject({ status: 'rejected', message: stale });
    const blank = run(sending(), { type: 'answered', id: 1, outcome: { ok: false, error: new BetSlipRefusal(' ') }, env });
    expect(blank.submission).toMatchObject({ status: 'rejected', message: bettingMessages.betFailedDefault });
  });
});

describe('the bet button', () => {
  it('asks for the login dialog for a guest, once per press', () => {
    const guest = { ...env, member: null };
    const model = run(fresh([pick(1, 10, 2)]), { type: 'amount', text: '10,000' }, { type: 'request', env: guest }, { type: 'request', env: guest });
    expect(model.loginPrompts).toBe(2);
    expect(model.outbox).toBeNull();
  });

  it('refuses a slip whose bonus the picks do not earn before the confirm', () => {
    const bonus = { id: 'bonus-3', fixtureId: 'bonus', providerId: -1, slipName: '3폴더 보너스', betPrice: 1.03, marketName: 'Bonus', betName: '3폴더 보너스' };
    const model = run(fresh([bonus, pick(1, 10, 2), pick(2, 11, 1.2)]), { type: 'amount', text: '10,000' }, { type: 'request', env });
    expect(model.submission).toMatchObject({ status: 'editing', message: bettingMessages.bonusCombination });
  });
});

describe('slip edits across areas', () => {
  it('keeps the first price of a pick whose price changes, and the other picks as the same objects', () => {
    const other = pick(2, 11, 1.8);
    const model = run(fresh([pick(1, 10, 2), other], 'inplay'), { type: 'edit', edit: { type: 'change', selection: pick(1, 10, 2.4) } });
    const [changed, kept] = selectionsOf(model.slip);
    expect(changed).toMatchObject({ betPrice: 2.4, betStartPrice: 2 });
    expect(kept).toBe(other);
  });

  it('toggles a pick off by its odds id, and a virtual slip keeps one pick per game', () => {
    const first = pick(1, 10, 2);
    const removed = run(fresh([first]), { type: 'edit', edit: { type: 'toggle', selection: first } });
    expect(selectionsOf(removed.slip)).toEqual([]);
    const virtual = run(fresh([first], 'virtual'), { type: 'edit', edit: { type: 'add', selection: pick(3, 10, 3) } });
    expect(selectionsOf(virtual.slip)).toEqual([first]);
    const swapped = run(virtual, { type: 'edit', edit: { type: 'change', selection: pick(1, 10, 2.2) } });
    expect(selectionsOf(swapped.slip)[0]).toMatchObject({ betPrice: 2.2, betStartPrice: 2 });
  });

  it('quick-add adds, clamps to the balance, and clear empties the field', () => {
    const model = run(fresh([pick(1, 10, 2)]), { type: 'quickAdd', button: 1_000_000, env }, { type: 'quickAdd', button: 1_000_000, env });
    expect(model.amountText).toBe('1,000,000');
    expect(run(model, { type: 'quickAdd', button: 'CLEAR', env }).amountText).toBe('');
  });

  it('MAX stays within the max winnings at the odds the slip shows, even with the blur clamp off (issue 12, item 1)', () => {
    const site: SlipEnvironment = { ...env, member: { id: 7, emoney: 1_287_500 }, autoClamp: false };
    const empty = initialBetSlipModel({ area: 'prematch', initialSelections: [], bonusSetting: { folder1: 3, bonus1: 1.03 }, policy: 'ask' });
    const picked = run(
      empty,
      ...[pick(1, 10, 2.12), pick(2, 20, 2.44), pick(3, 30, 2.03)].map((selection): BetSlipModelAction => ({ type: 'edit', edit: { type: 'add', selection } })),
    );
    // 2.12 × 2.44 × 2.03 × 1.03 (the 3-folder bonus) = 10.81, as the slip shows it.
    expect(slipTotalOdds(picked.slip)).toBe(10.81);
    const filled = run(picked, { type: 'quickAdd', button: 'MAX', env: site });
    expect(filled.amountText).toBe('462,530');
    expect(run(filled, { type: 'request', env: site }).submission).toMatchObject({ status: 'confirming', message: '베팅하시겠습니까?' });
  });

  it('when no stake of the min bet fits, quick-add leaves the amount and keeps the reason until the next edit', () => {
    const poor: SlipEnvironment = { ...env, member: { id: 7, emoney: 3_000 } };
    const refused = run(fresh([pick(1, 10, 2)]), { type: 'amount', text: '1,000' }, { type: 'quickAdd', button: 'MAX', env: poor });
    expect(refused.amountText).toBe('1,000');
    expect(refused.amountNotice).toBe('보유머니가 최소 베팅금 5,000원보다 적습니다.');
    expect(run(refused, { type: 'amount', text: '2,000' }).amountNotice).toBeNull();
    expect(run(refused, { type: 'quickAdd', button: 'CLEAR', env: poor }).amountNotice).toBeNull();
    expect(run(refused, { type: 'request', env: poor }).amountNotice).toBeNull();
  });

  it('for a guest, quick-add is bounded by the limits only (the bet button asks for the login)', () => {
    const guest: SlipEnvironment = { ...env, member: null };
    expect(run(fresh([pick(1, 10, 2)]), { type: 'quickAdd', button: 'MAX', env: guest }).amountText).toBe('2,000,000');
  });
});

describe('given the bet button (issue 12, items 2 and 3)', () => {
  const press = (text: string, environment: SlipEnvironment = env) =>
    run(fresh([pick(1, 10, 2)]), { type: 'amount', text }, { type: 'request', env: environment }).submission;

  it('an empty amount says "베팅액수를 입력해주세요." and a negative one "베팅은 0원 이상 가능합니다."', () => {
    expect(press('')).toMatchObject({ status: 'editing', message: '베팅액수를 입력해주세요.' });
    expect(press('-5000')).toMatchObject({ status: 'editing', message: '베팅은 0원 이상 가능합니다.' });
  });

  it('an amount above the balance is refused before the confirm', () => {
    const member = { ...env, member: { id: 7, emoney: 1_287_500 }, autoClamp: false };
    expect(press('1,500,000', member)).toMatchObject({ status: 'editing', message: '보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.' });
    expect(press('1,287,500', member)).toMatchObject({ status: 'confirming' });
  });

  it('leaving the field clamps a typed amount above the balance and says why, once (issue 32 item 3)', () => {
    const member = { ...env, member: { id: 7, emoney: 1_287_500 } };
    const left = run(fresh([pick(1, 10, 2)]), { type: 'amount', text: '1,500,000' }, { type: 'visitAmount', env: member });
    expect(left.amountText).toBe('1,287,500');
    expect(left.amountNotice).toBe('보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.');
    // Leaving again changes nothing; the next edit clears the notice.
    expect(run(left, { type: 'visitAmount', env: member })).toBe(left);
    expect(run(left, { type: 'amount', text: '1,287,50' }).amountNotice).toBeNull();
    expect(run(left, { type: 'request', env: member }).submission).toMatchObject({ status: 'confirming' });
  });

  it('with the clamp off, leaving the field only marks it visited', () => {
    const member = { ...env, member: { id: 7, emoney: 1_287_500 }, autoClamp: false };
    const left = run(fresh([pick(1, 10, 2)]), { type: 'amount', text: '1,500,000' }, { type: 'visitAmount', env: member });
    expect(left).toMatchObject({ amountText: '1,500,000', amountNotice: null, amountVisited: true });
  });

  it('the auto-accept toggle turns the last accepting policy back on', () => {
    const model = run(fresh([], 'prematch', 'accept-any'), { type: 'policy', policy: 'accept-higher' }, { type: 'autoAccept', on: false });
    expect(model.policy).toBe('ask');
    expect(run(model, { type: 'autoAccept', on: true }).policy).toBe('accept-higher');
  });
});

// The slip model under random sequences of what members, the odds feed and the server do: adds, pick
// changes, removals, price moves, amounts, submits, answers (late ones too), odds-change accept and
// cancel, and reloads (the selections round-tripped through JSON as the site's session storage does).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedWinnings } from '../betting/odds-math';
import { type BonusSetting } from '../entities';
import { bettingMessages } from '../messages';
import { QUICK_ADD_BUTTONS, type QuickAddButton } from '../submit/amount';
import { DEFAULT_BET_LIMITS } from '../limits';
import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '../submit/odds-change-policy';
import { SLIP_AREAS, selectionsOf, type SlipArea, type SlipSelection } from './area-slip';
import { BONUS_FIXTURE_ID, bonusSelection, bonusTiers, isBonusSelection, qualifiesForBonus } from './prematch';
import {
  BetSlipRefusal,
  amountOf,
  betSlipModelReducer,
  clampContextOf,
  initialBetSlipModel,
  slipTotalOdds,
  type BetSlipAnswer,
  type BetSlipModel,
  type BetSlipModelAction,
  type SlipEnvironment,
} from './slip-model';

const BONUS_SETTING: BonusSetting = { folder1: 2, bonus1: 1.03, folder2: 3, bonus2: 1.05, folder3: 5, bonus3: 1.1 };
const TIERS = bonusTiers(BONUS_SETTING);
/** Prices below, at and above the folder minimum (1.3), and high enough to reach the 100 cap. */
const PRICES = [1.05, 1.25, 1.3, 1.45, 2.1, 3.5, 8, 15] as const;
const AMOUNTS = ['', '5000', '10,000', '1,234', '12.5', 'abc', '-500', '99999999999'] as const;

/** One step of a random session, resolved against the slip as it is when the step runs. */
type Step =
  | { readonly kind: 'add' | 'toggle'; readonly fixture: number; readonly market: number; readonly price: number }
  | { readonly kind: 'remove'; readonly fixture: number; readonly market: number }
  | { readonly kind: 'priceMove'; readonly index: number; readonly price: number }
  | { readonly kind: 'amount'; readonly text: string }
  | { readonly kind: 'quickAdd'; readonly button: QuickAddButton }
  /** A member's usual bet: a valid amount, the bet button, the confirm's '확인'. */
  | { readonly kind: 'bet' }
  | { readonly kind: 'submit' | 'confirm' | 'cancelConfirm' | 'acceptOddsChange' | 'cancelOddsChange' | 'dismiss' | 'reload' }
  | { readonly kind: 'answer'; readonly outcome: 'success' | 'failure' | 'oddsChange' | 'refusal' | 'junk'; readonly late: boolean }
  | { readonly kind: 'policy'; readonly policy: OddsChangePolicy }
  | { readonly kind: 'login'; readonly loggedIn: boolean; readonly emoney: number };

const fixture = fc.integer({ min: 1, max: 6 });
const market = fc.integer({ min: 0, max: 2 });
const price = fc.constantFrom(...PRICES);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('add' as const, 'toggle' as const), fixture, market, price }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), fixture, market }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('priceMove' as const), index: fc.nat(6), price }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('amount' as const), text: fc.constantFrom(...AMOUNTS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quickAdd' as const), button: fc.constantFrom(...QUICK_ADD_BUTTONS) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('bet' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('submit' as const, 'confirm' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('cancelConfirm' as const, 'acceptOddsChange' as const, 'cancelOddsChange' as const, 'dismiss' as const, 'reload' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      outcome: fc.constantFrom('success' as const, 'failure' as const, 'oddsChange' as const, 'refusal' as const, 'junk' as const),
      late: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('policy' as const), policy: fc.constantFrom(...ODDS_CHANGE_POLICIES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('login' as const), loggedIn: fc.boolean(), emoney: fc.nat(3_000_000) }) },
);

/** A pick of the odds board: odds id from fixture and market, as the feed sends it. */
function pick(fixtureId: number, marketIndex: number, betPrice: number, version = 1): SlipSelection {
  return {
    id: fixtureId * 10 + marketIndex,
    fixtureId,
    betPrice,
    version,
    marketName: ['1X2', 'Handicap', 'Over/Under'][marketIndex] ?? '1X2',
    betName: '1',
    homeName: '울산 HD',
    awayName: 'FC 서울',
  };
}

/** The session under test: the model, its environment, and what the test must remember about it. */
interface Session {
  model: BetSlipModel;
  env: SlipEnvironment;
  readonly area: SlipArea;
  /** Odds ids of bets the server accepted, until the member picks the same odds again. */
  readonly placedIds: Set<string>;
  /**
   * Who last set the slip's items: the slip reducer; a reload (the cap's message is not stored, so a
   * bonus the cap dropped stays dropped without it); or a resubmission with the server's new prices,
   * which the model takes as they are, without recomputing the bonus item (see the report of issue 13).
   */
  settledBy: 'reducer' | 'reload' | 'server';
}

/** What the server says to a request. */
function outcomeOf(session: Session, outcome: Extract<Step, { kind: 'answer' }>['outcome']): BetSlipAnswer {
  const legs = session.model.outbox?.request.bettings ?? [];
  switch (outcome) {
    case 'success':
      return { ok: true, answer: { result: 'ok' } };
    case 'failure':
      return { ok: false, error: { status: 400, message: '', body: { message: '베팅이 거절되었습니다.' } } };
    case 'oddsChange':
      return {
        ok: false,
        error: {
          status: 400,
          message: '',
          // The server moves the prices of picks; a bonus multiplier is the site's setting, not a price.
          body: legs
            .filter((leg) => leg.fixtureId !== BONUS_FIXTURE_ID)
            .map((leg) => ({ oddsId: leg.oddsId, fixtureId: leg.fixtureId, betPrice: Number(leg.betPrice) + 0.1, version: 9 })),
        },
      };
    case 'refusal':
      return { ok: false, error: new BetSlipRefusal('가격이 갱신되지 않았습니다.') };
    default:
      return { ok: false, error: 'network down' };
  }
}

/** The reducer action of a step, or 'reload' for the page reload the site survives through storage. */
function actionOf(session: Session, next: Step): BetSlipModelAction | 'reload' | undefined {
  const { model, env } = session;
  switch (next.kind) {
    case 'add':
    case 'toggle':
      return { type: 'edit', edit: { type: next.kind, selection: pick(next.fixture, next.market, next.price) } };
    case 'remove':
      return { type: 'edit', edit: { type: 'remove', id: next.fixture * 10 + next.market } };
    case 'priceMove': {
      const picks = selectionsOf(model.slip).filter((selection) => !isBonusSelection(selection));
      const moved = picks[next.index % Math.max(picks.length, 1)];
      if (moved === undefined) return undefined;
      return { type: 'edit', edit: { type: 'change', selection: { ...moved, betPrice: next.price, version: Number(moved.version ?? 1) + 1 } } };
    }
    case 'amount':
      return { type: 'amount', text: next.text };
    case 'quickAdd':
      return { type: 'quickAdd', button: next.button, env };
    case 'submit':
      return { type: 'request', env };
    case 'confirm':
    case 'acceptOddsChange':
      return { type: next.kind, env };
    case 'cancelConfirm':
    case 'cancelOddsChange':
    case 'dismiss':
      return { type: next.kind };
    case 'answer': {
      const current = model.outbox?.id ?? model.sent;
      // A late answer is one to an earlier request (or to none): it must change nothing.
      const id = next.late ? current - 1 : current;
      return { type: 'answered', id, outcome: outcomeOf(session, next.outcome), env };
    }
    case 'policy':
      return { type: 'policy', policy: next.policy };
    case 'reload':
      return 'reload';
    case 'bet':
      return undefined;
    case 'login':
      session.env = { ...env, member: next.loggedIn ? { id: 7, emoney: next.emoney } : null };
      return undefined;
  }
}

/** The page reload: the stored selections come back through JSON, every other field starts afresh. */
function reload(session: Session): BetSlipModel {
  const stored = JSON.parse(JSON.stringify(selectionsOf(session.model.slip))) as SlipSelection[];
  const model = initialBetSlipModel({ area: session.area, initialSelections: stored, bonusSetting: BONUS_SETTING, policy: session.model.policy });
  session.settledBy = session.settledBy === 'server' ? 'server' : 'reload';
  return model;
}

/** Money the model holds or asks to send is whole won. */
function expectWholeWon(model: BetSlipModel, env: SlipEnvironment): void {
  const amount = amountOf(model.amountText);
  if (amount !== null) expect(Number.isSafeInteger(amount)).toBe(true);
  // Floored, so whole even where the in-play slip's product (no 100 cap before the submit checks) outgrows exact doubles.
  expect(Number.isInteger(expectedWinnings(amount ?? 0, slipTotalOdds(model.slip)))).toBe(true);
  const { emoney } = clampContextOf(model.slip, env);
  if (emoney !== null) expect(Number.isSafeInteger(emoney)).toBe(true);
  if (model.outbox !== null) {
    expect(Number.isSafeInteger(model.outbox.request.amounts)).toBe(true);
    expect(model.outbox.request.amounts).toBeGreaterThan(0);
  }
}

/** The pre-match bonus item is the one the qualifying picks earn, first and alone; absent only by the 100 cap. */
function expectBonusMatches(session: Session): void {
  const { slip } = session.model;
  const items = selectionsOf(slip);
  const bonuses = items.filter(isBonusSelection);
  if (slip.area !== 'prematch') {
    expect(bonuses).toEqual([]);
    return;
  }
  const qualifying = items.filter(qualifiesForBonus).length;
  const earned = TIERS.filter((tier) => tier.folders <= qualifying).at(-1);
  expect(bonuses.length).toBeLessThanOrEqual(1);
  if (session.settledBy === 'server') return;
  if (bonuses.length === 1) {
    expect(earned).toBeDefined();
    expect(items[0]).toEqual(bonusSelection(earned!));
  } else if (earned !== undefined && session.settledBy === 'reducer') {
    // Spec: over 100 the bonuses are dropped and the slip says why.
    expect(slip.state.error).toBe(bettingMessages.aboveMaxOddsOnAdd);
  }
}

/** One request at a time: a new request only from the confirm, an accepted change, or the answer to the running one. */
function expectOneSubmission(before: BetSlipModel, action: BetSlipModelAction | 'reload', after: BetSlipModel): void {
  if (after.outbox !== null) expect(after.submission.status).toBe('submitting');
  if (action === 'reload') return;
  expect(after.sent - before.sent).toBeLessThanOrEqual(1);
  if (after.sent === before.sent) return;
  if (before.submission.status === 'submitting') {
    // Only the answer to the running request may start the next one (an odds change accepted by policy).
    expect(action.type).toBe('answered');
    expect(action.type === 'answered' && action.id).toBe(before.outbox?.id);
  } else {
    expect(['confirm', 'acceptOddsChange']).toContain(action.type);
  }
}

describe('the slip model under random sessions', () => {
  it('keeps money whole, the bonus earned, placed bets gone and one submission at a time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLIP_AREAS),
        fc.constantFrom(...ODDS_CHANGE_POLICIES),
        fc.array(step, { minLength: 10, maxLength: 60, size: 'max' }),
        (area, policy, steps) => {
          const session: Session = {
            model: initialBetSlipModel({ area, initialSelections: [], bonusSetting: BONUS_SETTING, policy }),
            env: { member: { id: 7, emoney: 1_000_000 }, limits: DEFAULT_BET_LIMITS, style: 'korean', autoClamp: true },
            area,
            placedIds: new Set(),
            settledBy: 'reducer',
          };
          const expanded = steps.flatMap((next): Step[] =>
            next.kind === 'bet' ? [{ kind: 'amount', text: '10,000' }, { kind: 'submit' }, { kind: 'confirm' }] : [next],
          );
          for (const next of expanded) {
            const action = actionOf(session, next);
            if (action === undefined) continue;
            const before = session.model;
            const after = action === 'reload' ? reload(session) : betSlipModelReducer(before, action);
            session.model = after;
            if (action !== 'reload' && after.slip.state !== before.slip.state) {
              // An accepted odds change takes the server's prices, whether or not the resend could be built.
              const repriced = (action.type === 'acceptOddsChange' || action.type === 'answered') && after.placed === before.placed;
              session.settledBy = repriced ? 'server' : 'reducer';
            }

            if (action !== 'reload' && action.type === 'edit' && 'selection' in action.edit) {
              // The member picked these odds again: they may be on the slip once more.
              session.placedIds.delete(String(action.edit.selection.id));
            }
            if (after.placed.count > before.placed.count && action !== 'reload') {
              expect(after.placed.count).toBe(before.placed.count + 1);
              // The bonus item is derived from the picks, not placed by the member: it may be earned again.
              const legs = before.outbox?.request.bettings.filter((leg) => leg.fixtureId !== BONUS_FIXTURE_ID) ?? [];
              legs.forEach((leg) => session.placedIds.add(String(leg.oddsId)));
              expect(selectionsOf(after.slip)).toEqual([]);
            }

            expectWholeWon(after, session.env);
            expectBonusMatches(session);
            expect(selectionsOf(after.slip).filter((selection) => session.placedIds.has(String(selection.id)))).toEqual([]);
            expectOneSubmission(before, action, after);
          }
        },
      ),
      { numRuns: 400 },
    );
    // 400 sessions of up to 60 steps take a few seconds on a loaded machine.
  }, 30_000);

  it('refuses a second submission in every state reached while a request runs', () => {
    const env: SlipEnvironment = { member: { id: 7, emoney: 1_000_000 }, limits: DEFAULT_BET_LIMITS, style: 'korean', autoClamp: true };
    fc.assert(
      fc.property(fc.constantFrom(...ODDS_CHANGE_POLICIES), fc.constantFrom(...PRICES), (policy, betPrice) => {
        const sending = [
          { type: 'amount', text: '10,000' },
          { type: 'request', env },
          { type: 'confirm', env },
        ] satisfies BetSlipModelAction[];
        const start = initialBetSlipModel({ area: 'inplay', initialSelections: [pick(1, 0, betPrice)], bonusSetting: {}, policy });
        const model = sending.reduce(betSlipModelReducer, start);
        expect(model.submission.status).toBe('submitting');
        for (const again of [{ type: 'request', env }, { type: 'confirm', env }, { type: 'acceptOddsChange', env }] satisfies BetSlipModelAction[]) {
          const after = betSlipModelReducer(model, again);
          expect(after.outbox).toBe(model.outbox);
          expect(after.sent).toBe(model.sent);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type Selection } from '../entities';
import {
  betErrorMessage,
  buildBetRequest,
  isOddsChangeAnswer,
  oddsChangeRows,
  resubmission,
  type BetRequestInput,
} from './bet-request';

/** A pre-match pick. */
function pick(id: number, fixtureId: number, betPrice: number, extra: Partial<Selection> = {}): Selection {
  return { id, fixtureId, betPrice, sportId: 6046, version: 7, marketName: '1X2', betName: '1', ...extra };
}
const bonus: Selection = {
  id: 'bonus-3',
  fixtureId: 'bonus',
  providerId: -1,
  slipName: '3폴더 보너스',
  betPrice: 1.03,
  marketName: 'Bonus',
  betName: '3폴더 보너스',
};
const home = pick(101, 1, 1.85);
const away = pick(102, 2, 2.1);
const draw = pick(103, 3, 3.2);

const input: BetRequestInput = {
  memberId: 42,
  amount: 10_000,
  selections: [home, away],
  style: 'korean',
  autoAcceptOddsChange: true,
};

describe('given a slip to send (POST /sports-prematch/betting)', () => {
  it('builds the spec body: memberId, totalRatio, amounts, bettings, gameDetailType, gameStyle, changeFlag', () => {
    expect(buildBetRequest(input)).toEqual({
      memberId: 42,
      totalRatio: 3.88,
      amounts: 10_000,
      bettings: [
        { betPrice: 1.85, fixtureId: 1, oddsId: 101, sportId: 6046, version: 7 },
        { betPrice: 2.1, fixtureId: 2, oddsId: 102, sportId: 6046, version: 7 },
      ],
      gameDetailType: 95,
      gameStyle: 'korean',
      changeFlag: 1,
    });
  });

  it('sends changeFlag 0 when auto-accept of odds changes is off', () => {
    expect(buildBetRequest({ ...input, autoAcceptOddsChange: false })?.changeFlag).toBe(0);
  });

  it('codes Europe 91/92/93 and Korean 94/95/96 by 1, 2, 3+ selections, and event 999', () => {
    const codes = (style: BetRequestInput['style'], selections: Selection[]) =>
      buildBetRequest({ ...input, style, selections })?.gameDetailType;
    expect(codes('europe', [home])).toBe(91);
    expect(codes('europe', [home, away])).toBe(92);
    expect(codes('europe', [home, away, draw])).toBe(93);
    expect(codes('korean', [home])).toBe(94);
    expect(codes('korean', [home, away, draw, pick(104, 4, 1.5)])).toBe(96);
    expect(codes('event', [home])).toBe(999);
    expect(codes('mystery' as never, [home])).toBe(94);
  });

  it('sends the bonus selection (its multiplier is in totalRatio) without counting it as a selection', () => {
    const request = buildBetRequest({ ...input, selections: [bonus, home, away, draw] });
    expect(request?.gameDetailType).toBe(96);
    expect(request?.totalRatio).toBe(12.8); // 1.03 × 1.85 × 2.1 × 3.2 = 12.80496, floored
    expect(request?.bettings[0]).toEqual({ betPrice: 1.03, fixtureId: 'bonus', oddsId: 'bonus-3', sportId: null, version: null });
    expect(buildBetRequest({ ...input, selections: [bonus, home] })?.gameDetailType).toBe(94);
  });

  it('refuses to build a body that would send a wrong stake or nothing', () => {
    expect(buildBetRequest({ ...input, amount: 5_000.5 })).toBeUndefined();
    expect(buildBetRequest({ ...input, amount: 0 })).toBeUndefined();
    expect(buildBetRequest({ ...input, amount: '10000' as never })).toBeUndefined();
    expect(buildBetRequest({ ...input, amount: 1e20 })).toBeUndefined();
    expect(buildBetRequest({ ...input, memberId: '' })).toBeUndefined();
    expect(buildBetRequest({ ...input, selections: [] })).toBeUndefined();
    expect(buildBetRequest({ ...input, selections: [bonus] })).toBeUndefined();
    expect(buildBetRequest({ ...input, selections: [pick(105, 5, Number.NaN)] })).toBeUndefined();
    expect(buildBetRequest({ ...input, selections: [{ ...home, id: undefined as never }] })).toBeUndefined();
    expect(buildBetRequest(null as never)).toBeUndefined();
  });
});

const answer = [
  { oddsId: 101, fixtureId: 1, betPrice: 1.8, version: 9 },
  { oddsId: '102', fixtureId: 2, betPrice: '2.109', version: 9 },
];

describe('given the server refused a bet', () => {
  it('an array body with betPrice entries is an odds change (spec section 8)', () => {
    expect(isOddsChangeAnswer(answer)).toBe(true);
    expect(isOddsChangeAnswer([{ message: 'x' }, { betPrice: 2 }])).toBe(true);
    expect(isOddsChangeAnswer([])).toBe(false);
    expect(isOddsChangeAnswer([{ price: 2 }, null])).toBe(false);
    expect(isOddsChangeAnswer({ betPrice: 2 })).toBe(false);
    expect(isOddsChangeAnswer('배당이 변경되었습니다.')).toBe(false);
  });

  it('otherwise the body text is alerted, or "알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요."', () => {
    expect(betErrorMessage('보유금액이 부족합니다.')).toBe('보유금액이 부족합니다.');
    expect(betErrorMessage({ message: '마감된 경기입니다.' })).toBe('마감된 경기입니다.');
    for (const body of [undefined, null, '', '   ', 500, {}, { message: 3 }, [{ message: 'x' }], answer]) {
      expect(betErrorMessage(body)).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.');
    }
  });
});

describe('given an odds-change answer', () => {
  it('lists each selection with old and new odds, changed when they differ after flooring', () => {
    expect(oddsChangeRows([home, away, draw], answer)).toEqual([
      { selection: home, oldOdds: 1.85, newOdds: 1.8, changed: true },
      // 2.109 floors to 2.10: the same displayed odds, so not struck through.
      { selection: away, oldOdds: 2.1, newOdds: 2.109, changed: false },
      // No entry for this selection: unchanged.
      { selection: draw, oldOdds: 3.2, newOdds: 3.2, changed: false },
    ]);
  });

  it('matches an entry without odds id by fixture, and ignores unusable prices', () => {
    const rows = oddsChangeRows([home, away], [{ fixtureId: 1, betPrice: 1.95 }, { id: 102, betPrice: 'x' }]);
    expect(rows.map((row) => [row.newOdds, row.changed])).toEqual([
      [1.95, true],
      [2.1, false],
    ]);
  });

  it('reads junk as no change and never throws', () => {
    expect(oddsChangeRows([home], 'nope')).toEqual([{ selection: home, oldOdds: 1.85, newOdds: 1.85, changed: false }]);
    expect(oddsChangeRows(null as never, answer)).toEqual([]);
    expect(oddsChangeRows([{ ...home, id: undefined as never, fixtureId: undefined as never }], [{ betPrice: 3 }])).toEqual([
      expect.objectContaining({ newOdds: 1.85, changed: false }),
    ]);
  });

  it('accepting resubmits the selections with the new prices and versions, keeping the first price', () => {
    expect(resubmission([home, away, draw], answer)).toEqual([
      { ...home, betPrice: 1.8, version: 9, betStartPrice: 1.85 },
      { ...away, betPrice: 2.109, version: 9, betStartPrice: 2.1 },
      draw,
    ]);
    const seen = { ...home, betStartPrice: 1.9 };
    expect(resubmission([seen], [{ oddsId: 101, betPrice: 1.7 }])).toEqual([{ ...seen, betPrice: 1.7, version: 7 }]);
  });
});

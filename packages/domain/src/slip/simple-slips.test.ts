import { describe, expect, it } from 'vitest';
import {
  casinoSlipReducer,
  gameSlipReducer,
  initialCasinoSlipState,
  initialGameSlipState,
  type CasinoSlipAction,
  type CasinoBets,
  type GameSlipAction,
  type GamePick,
} from './simple-slips';

interface MinigamePick extends GamePick {
  readonly id: string;
  readonly betName: string;
}

const odd: MinigamePick = { fixtureId: 1001, id: 'a', betName: '홀' };
const even: MinigamePick = { fixtureId: 1001, id: 'b', betName: '짝' };
const nextRound: MinigamePick = { fixtureId: '1002', id: 'c', betName: '언더' };

describe('given a virtual or mini-game slip (spec: adding appends only if the game is not already present)', () => {
  const start = initialGameSlipState<MinigamePick>();

  it('starts empty and appends a pick of a new game', () => {
    expect(start).toEqual({ selections: [] });
    const state = gameSlipReducer(gameSlipReducer(start, { type: 'add', selection: odd }), { type: 'add', selection: nextRound });
    expect(state.selections).toEqual([odd, nextRound]);
  });

  it('leaves the slip as it is when the game is already on it (the first pick stays)', () => {
    const state = gameSlipReducer(start, { type: 'add', selection: odd });
    expect(gameSlipReducer(state, { type: 'add', selection: even })).toBe(state);
    expect(gameSlipReducer(state, { type: 'add', selection: { ...even, fixtureId: '1001' } })).toBe(state);
  });

  it('removes the pick of a game, and an unknown game changes nothing', () => {
    const state = gameSlipReducer(gameSlipReducer(start, { type: 'add', selection: odd }), { type: 'add', selection: nextRound });
    expect(gameSlipReducer(state, { type: 'remove', fixtureId: 1002 }).selections).toEqual([odd]);
    expect(gameSlipReducer(state, { type: 'remove', fixtureId: 9 })).toBe(state);
  });

  it('clearing empties the slip; an empty slip stays the same object', () => {
    const state = gameSlipReducer(start, { type: 'add', selection: odd });
    expect(gameSlipReducer(state, { type: 'clear' })).toEqual({ selections: [] });
    expect(gameSlipReducer(start, { type: 'clear' })).toBe(start);
  });

  it('ignores picks without a game and unknown actions', () => {
    expect(gameSlipReducer(start, { type: 'add', selection: null as unknown as MinigamePick })).toBe(start);
    expect(gameSlipReducer(start, { type: 'add', selection: { id: 'x' } as unknown as MinigamePick })).toBe(start);
    expect(gameSlipReducer(start, { type: 'spin' } as unknown as GameSlipAction<MinigamePick>)).toBe(start);
    expect(gameSlipReducer(start, undefined as unknown as GameSlipAction<MinigamePick>)).toBe(start);
  });
});

describe('given the casino-style slip (spec: a single bets object)', () => {
  const bets: CasinoBets = { banker: 10_000, player: 0 };

  it('starts empty, holds the bets object it is given, and clears it', () => {
    const start = initialCasinoSlipState();
    expect(start).toEqual({ bets: null });
    const set = casinoSlipReducer(start, { type: 'set', bets });
    expect(set.bets).toBe(bets);
    expect(casinoSlipReducer(set, { type: 'set', bets: { tie: 5_000 } }).bets).toEqual({ tie: 5_000 });
    expect(casinoSlipReducer(set, { type: 'clear' })).toEqual({ bets: null });
    expect(casinoSlipReducer(start, { type: 'clear' })).toBe(start);
  });

  it('ignores a bets value that is not an object, and unknown actions', () => {
    const start = initialCasinoSlipState();
    expect(casinoSlipReducer(start, { type: 'set', bets: 'all-in' as unknown as CasinoBets })).toBe(start);
    expect(casinoSlipReducer(start, { type: 'set', bets: [] as unknown as CasinoBets })).toBe(start);
    expect(casinoSlipReducer(start, { type: 'deal' } as unknown as CasinoSlipAction)).toBe(start);
    expect(casinoSlipReducer(start, 0 as unknown as CasinoSlipAction)).toBe(start);
  });
});

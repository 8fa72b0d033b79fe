// The virtual-sports and mini-game slips, and the casino-style slip (betting-core.md section 4,
// "Virtual and minigame slips"; section 3, "Shared betting state").
import { idKey, isRecord } from '../read';

/** The least a virtual or mini-game pick carries: the game it belongs to. */
export interface GamePick {
  /** The game (virtual fixture or mini-game round) the pick belongs to. */
  readonly fixtureId: number | string;
}

/** A virtual-sports or mini-game slip: at most one pick per game, in the order chosen. */
export interface GameSlipState<T extends GamePick = GamePick> {
  /** The slip's picks. */
  readonly selections: readonly T[];
}

/** Actions of the virtual-sports and mini-game slips. */
export type GameSlipAction<T extends GamePick = GamePick> =
  /** Appends the pick unless its game is already on the slip. */
  | { readonly type: 'add'; readonly selection: T }
  /** Removes the pick of this game. */
  | { readonly type: 'remove'; readonly fixtureId: GamePick['fixtureId'] }
  /** Empties the slip. */
  | { readonly type: 'clear' };

/** An empty virtual-sports or mini-game slip. */
export function initialGameSlipState<T extends GamePick = GamePick>(): GameSlipState<T> {
  return { selections: [] };
}

/** The virtual-sports and mini-game slip reducer: pure, never throws; unusable actions change nothing. */
export function gameSlipReducer<T extends GamePick>(state: GameSlipState<T>, action: GameSlipAction<T>): GameSlipState<T> {
  if (!isRecord(action)) return state;
  switch (action.type) {
    case 'add': {
      const pick = action.selection;
      const game = isRecord(pick) ? idKey(pick.fixtureId) : undefined;
      // Spec: adding appends only if the game is not already present; otherwise nothing changes
      // (the first pick stays: a second click on the same game does not swap it).
      if (game === undefined || state.selections.some((selection) => idKey(selection.fixtureId) === game)) return state;
      return { selections: [...state.selections, pick] };
    }
    case 'remove': {
      const game = idKey(action.fixtureId);
      const kept = state.selections.filter((selection) => idKey(selection.fixtureId) !== game);
      return kept.length === state.selections.length ? state : { selections: kept };
    }
    case 'clear':
      return state.selections.length === 0 ? state : { selections: [] };
    default:
      return state;
  }
}

/** The casino-style slip's bets object, passed through as the game sends it. */
export type CasinoBets = Readonly<Record<string, unknown>>;

/** The casino-style slip: a single bets object, or null when empty. */
export interface CasinoSlipState {
  /** The current bets object, or null. */
  readonly bets: CasinoBets | null;
}

/** Actions of the casino-style slip. */
export type CasinoSlipAction =
  /** Replaces the bets object. */
  | { readonly type: 'set'; readonly bets: CasinoBets }
  /** Empties the slip. */
  | { readonly type: 'clear' };

/** An empty casino-style slip. */
export function initialCasinoSlipState(): CasinoSlipState {
  return { bets: null };
}

/** The casino-style slip reducer: pure, never throws; a bets value that is not an object changes nothing. */
export function casinoSlipReducer(state: CasinoSlipState, action: CasinoSlipAction): CasinoSlipState {
  if (!isRecord(action)) return state;
  switch (action.type) {
    case 'set':
      return isRecord(action.bets) && !Array.isArray(action.bets) ? { bets: action.bets } : state;
    case 'clear':
      return state.bets === null ? state : { bets: null };
    default:
      return state;
  }
}

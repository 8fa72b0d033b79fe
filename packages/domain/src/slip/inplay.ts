// The in-play (live) bet slip (betting-core.md section 4, "In-play slip"): a fixture holds at most
// two picks, and two only when their market type groups differ (e.g. a handicap and an over/under).
import { type Selection } from '../entities';
import { idKey, isRecord } from '../read';
import { readPick, sameFixture, sameOdds } from './pick';

/** The spec's market type groups of the in-play slip. */
export const MARKET_TYPE_GROUPS = ['over/under', 'under/over', '1X2', '12', 'handicap', 'other'] as const;

/** A market type group: over/under, under/over, 1X2, 12, handicap or other. */
export type MarketTypeGroup = (typeof MARKET_TYPE_GROUPS)[number];

/**
 * English market names of the odds feed and their group. Keys are lower case with single spaces;
 * a name not listed (including period-qualified names such as '1st Half Asian Handicap', which are
 * separate markets) is 'other'.
 */
// Spec ambiguity: the spec lists over/under and under/over as two groups. They are kept apart as
// written: 'Over/Under' and the feed's totals ('Total', 'Totals', 'Total Goals', 'Goals Over/Under')
// are over/under; only the name 'Under/Over' itself is under/over.
export const marketTypeGroups: Readonly<Record<string, MarketTypeGroup>> = {
  'over/under': 'over/under',
  'goals over/under': 'over/under',
  total: 'over/under',
  totals: 'over/under',
  'total goals': 'over/under',
  'under/over': 'under/over',
  '1x2': '1X2',
  'full time result': '1X2',
  'match result': '1X2',
  '3way result': '1X2',
  '3-way result': '1X2',
  '12': '12',
  'home/away': '12',
  'match winner': '12',
  winner: '12',
  moneyline: '12',
  'asian handicap': 'handicap',
  handicap: 'handicap',
  'european handicap': 'handicap',
  '3way handicap': 'handicap',
  spread: 'handicap',
  'point spread': 'handicap',
  'run line': 'handicap',
  'puck line': 'handicap',
};

/** The market type group of an English market name, case- and space-insensitive; 'other' if unknown. */
export function marketTypeGroup(marketName: unknown): MarketTypeGroup {
  if (typeof marketName !== 'string') return 'other';
  const key = marketName.trim().replace(/\s+/g, ' ').replace(/\s*\/\s*/g, '/').toLowerCase();
  return Object.hasOwn(marketTypeGroups, key) ? (marketTypeGroups[key] as MarketTypeGroup) : 'other';
}

/** The in-play slip: picks in the order chosen. */
export interface InplaySlipState {
  /** The slip's picks. */
  readonly selections: readonly Selection[];
}

/** Actions of the in-play slip. */
export type InplaySlipAction =
  /** Adds a pick, replacing the fixture's pick of the same group (or the older of two others). */
  | { readonly type: 'add'; readonly selection: Selection }
  /** Removes the pick if the same odds are on the slip, else adds it (a bet button's click). */
  | { readonly type: 'toggle'; readonly selection: Selection }
  /** Removes the pick with this odds id. */
  | { readonly type: 'remove'; readonly id: Selection['id'] }
  /** Empties the slip. */
  | { readonly type: 'clear' };

/** An empty in-play slip. */
export function initialInplaySlipState(): InplaySlipState {
  return { selections: [] };
}

/** The picks after placing `pick`: at most one other pick stays on its fixture, of another group. */
function place(selections: readonly Selection[], pick: Selection): readonly Selection[] {
  const group = marketTypeGroup(pick.marketName);
  const onFixture = selections.filter((selection) => sameFixture(selection, pick));
  // Spec ambiguity: with two picks on the fixture and neither in the new pick's group, "the one of a
  // different market type is kept" fits both; the more recent one is kept and the older replaced.
  const kept = onFixture.filter((selection) => marketTypeGroup(selection.marketName) !== group).at(-1);
  const replaced = onFixture.filter((selection) => selection !== kept);
  if (replaced.length === 0) return [...selections, pick];
  // The new pick takes the place of the same group's pick, so a price refresh keeps its row.
  const target = replaced.find((selection) => marketTypeGroup(selection.marketName) === group) ?? replaced[0];
  return selections.flatMap((selection) =>
    selection === target ? [pick] : replaced.includes(selection) ? [] : [selection],
  );
}

/** The in-play slip reducer: pure, never throws; unusable actions return the state unchanged. */
export function inplaySlipReducer(state: InplaySlipState, action: InplaySlipAction): InplaySlipState {
  if (!isRecord(action)) return state;
  switch (action.type) {
    case 'add':
    case 'toggle': {
      const pick = readPick(action.selection);
      if (pick === undefined) return state;
      if (action.type === 'toggle' && state.selections.some((selection) => sameOdds(selection, pick))) {
        return { selections: state.selections.filter((selection) => !sameOdds(selection, pick)) };
      }
      return { selections: place(state.selections, pick) };
    }
    case 'remove': {
      const id = idKey(action.id);
      const kept = state.selections.filter((selection) => idKey(selection.id) !== id);
      return kept.length === state.selections.length ? state : { selections: kept };
    }
    case 'clear':
      return state.selections.length === 0 ? state : { selections: [] };
    default:
      return state;
  }
}

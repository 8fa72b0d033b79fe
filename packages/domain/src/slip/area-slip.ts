// One face over the slip reducers, so the slip model and the view need not know which area's
// rules apply: pre-match (bonus folders, the 100 cap), in-play (market type groups), and the
// virtual-sports and mini-game slips (one pick per game).
import { type BonusSetting, type Selection } from '../entities';
import { initialInplaySlipState, inplaySlipReducer, type InplaySlipState } from './inplay';
import { idKey } from '../read';
import { initialPrematchSlipState, prematchSlipReducer, type PrematchSlipState } from './prematch';
import { gameSlipReducer, initialGameSlipState, type GameSlipState } from './simple-slips';

/**
 * A slip selection as the site's odds board adds it: the spec's Selection plus the fixture's names,
 * which the slip shows and the reducers carry along untouched.
 */
// Not in spec: the Selection entity has no team or league names, yet the slip shows the teams; the
// feed's names travel on the selection.
export interface SlipSelection extends Selection {
  /** The home team's name (bet name '1' reads as it). */
  readonly homeName?: string;
  /** The away team's name (bet name '2' reads as it). */
  readonly awayName?: string;
  /** The league's name as members read it. */
  readonly leagueName?: string;
}

/** An odds or fixture id as a comparable key: 12 and '12' are the same id; an unusable id is ''. */
function mapKey(value: unknown): string {
  return idKey(value) ?? '';
}

/** The slip areas of the spec's shared betting state (the casino-style slip holds no picks). */
export const SLIP_AREAS = ['prematch', 'inplay', 'virtual', 'minigame'] as const;
/** One slip area. */
export type SlipArea = (typeof SLIP_AREAS)[number];

/** An area's slip state as its domain reducer keeps it. */
export type AreaSlip =
  | { readonly area: 'prematch'; readonly state: PrematchSlipState }
  | { readonly area: 'inplay'; readonly state: InplaySlipState }
  | { readonly area: 'virtual' | 'minigame'; readonly state: GameSlipState<Selection> };

/** What a member or the odds feed does to a slip. */
export type SlipEdit =
  /** A bet button adds a pick (each area's add rule applies). */
  | { readonly type: 'add'; readonly selection: SlipSelection }
  /** A bet button's click: removes the same odds if on the slip, else adds. */
  | { readonly type: 'toggle'; readonly selection: SlipSelection }
  /** A newer price or version of a pick (the odds feed); the first price stays for the struck display. */
  | { readonly type: 'change'; readonly selection: SlipSelection; readonly sameMarket?: boolean }
  /** Removes the pick with this odds id. */
  | { readonly type: 'remove'; readonly id: Selection['id'] }
  /** Empties the slip. */
  | { readonly type: 'clear' }
  /** Replaces the pre-match bonus setting (other areas ignore it). */
  | { readonly type: 'setBonusSetting'; readonly bonusSetting: BonusSetting };

/** The slip's items, bonus items included. */
export function selectionsOf(slip: AreaSlip): readonly SlipSelection[] {
  return slip.state.selections;
}

/**
 * A slip restored as it was stored (session storage), not replayed through the add rules: the
 * member sees what they left, and a restored bonus the picks no longer earn shows the bonus rule.
 */
export function restoreSlip(area: SlipArea, selections: readonly SlipSelection[], bonusSetting: BonusSetting): AreaSlip {
  const items = [...selections];
  switch (area) {
    case 'prematch':
      return { area, state: { ...initialPrematchSlipState(bonusSetting), selections: items } };
    case 'inplay':
      return { area, state: { ...initialInplaySlipState(), selections: items } };
    default:
      return { area, state: { ...initialGameSlipState<Selection>(), selections: items } };
  }
}

/** The same selections with new items in place of the ones sharing their odds id (a resubmission). */
export function replaceSelections(slip: AreaSlip, next: readonly SlipSelection[]): AreaSlip {
  switch (slip.area) {
    case 'prematch':
      return { area: slip.area, state: { ...slip.state, selections: next } };
    case 'inplay':
      return { area: slip.area, state: { ...slip.state, selections: next } };
    default:
      return { area: slip.area, state: { ...slip.state, selections: next } };
  }
}

/** The pick with this odds id on the slip, if any. */
function findById(slip: AreaSlip, id: unknown): SlipSelection | undefined {
  const key = mapKey(id);
  return selectionsOf(slip).find((selection) => mapKey(selection.id) === key);
}

/** A feed update keeps the price the pick had when added, so the slip can strike it through. */
function keepStartPrice(slip: AreaSlip, selection: SlipSelection): SlipSelection {
  const before = findById(slip, selection.id);
  if (before === undefined || selection.betStartPrice !== undefined) return selection;
  return { ...selection, betStartPrice: before.betStartPrice ?? before.betPrice };
}

/** The slip after an edit, by its area's domain reducer. */
export function editSlip(slip: AreaSlip, edit: SlipEdit): AreaSlip {
  if (edit.type === 'toggle') {
    const onSlip = findById(slip, edit.selection.id);
    const sameOdds = onSlip !== undefined && mapKey(onSlip.fixtureId) === mapKey(edit.selection.fixtureId);
    return editSlip(slip, sameOdds ? { type: 'remove', id: edit.selection.id } : { type: 'add', selection: edit.selection });
  }
  switch (slip.area) {
    case 'prematch': {
      if (edit.type === 'change') {
        const selection = keepStartPrice(slip, edit.selection);
        return { area: slip.area, state: prematchSlipReducer(slip.state, { type: 'change', selection, sameMarket: edit.sameMarket }) };
      }
      return { area: slip.area, state: prematchSlipReducer(slip.state, edit) };
    }
    case 'inplay': {
      if (edit.type === 'setBonusSetting') return slip;
      // The in-play add rule replaces the fixture's pick of the same market type group in its place.
      const action = edit.type === 'change' ? { type: 'add' as const, selection: keepStartPrice(slip, edit.selection) } : edit;
      return { area: slip.area, state: inplaySlipReducer(slip.state, action) };
    }
    default: {
      switch (edit.type) {
        case 'add':
        case 'clear':
          return { area: slip.area, state: gameSlipReducer(slip.state, edit) };
        case 'remove': {
          const pick = findById(slip, edit.id);
          return pick === undefined ? slip : { area: slip.area, state: gameSlipReducer(slip.state, { type: 'remove', fixtureId: pick.fixtureId }) };
        }
        case 'change': {
          // The game slip has no change rule: the game's pick is swapped in its place.
          const selection = keepStartPrice(slip, edit.selection);
          const game = mapKey(selection.fixtureId);
          if (!selectionsOf(slip).some((item) => mapKey(item.fixtureId) === game)) return editSlip(slip, { type: 'add', selection });
          return replaceSelections(slip, selectionsOf(slip).map((item) => (mapKey(item.fixtureId) === game ? selection : item)));
        }
        default:
          return slip;
      }
    }
  }
}

/** The slip's own message: the pre-match slip's 100-cap text when a pick was refused, else null. */
export function slipError(slip: AreaSlip): string | null {
  return slip.area === 'prematch' ? slip.state.error : null;
}

/** True when two selections hold the same values in every field (the reducers copy some picks). */
function sameFields(a: SlipSelection, b: SlipSelection): boolean {
  const keys = Object.keys(a) as (keyof SlipSelection)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The new items, reusing the previous object of every item whose fields did not change (the bonus
 * item is rebuilt on every action): a price change then re-renders only the item whose price changed.
 */
export function keepIdentities(previous: AreaSlip, next: AreaSlip): AreaSlip {
  const before = selectionsOf(previous);
  const after = selectionsOf(next);
  if (before === after) return next;
  const byId = new Map(before.map((selection) => [mapKey(selection.id), selection]));
  let reused = 0;
  const items = after.map((selection) => {
    const old = byId.get(mapKey(selection.id));
    if (old !== undefined && old !== selection && sameFields(old, selection)) {
      reused += 1;
      return old;
    }
    return selection;
  });
  if (reused === 0) return next;
  const same = items.length === before.length && items.every((item, index) => item === before[index]);
  return replaceSelections(next, same ? before : items);
}

// The pre-match bet slip with bonus folders (betting-core.md sections 3 and 4, "Pre-match bonus
// folders"). The bonus item is derived from the picks on every action rather than patched in place,
// so the spec's separate rules (add at a threshold, recompute on removal, drop below the lowest
// threshold, drop when its folder count exceeds the qualifying picks) can never disagree.
import { toPrice, totalOdds } from '../betting/odds-math';
import { FOLDER_MIN_ODDS, MAX_TOTAL_ODDS } from '../constants';
import { type BonusSetting, type Selection } from '../entities';
import { bettingMessages } from '../messages/betting';
import { idKey, isRecord } from '../read';
import { readPick, sameFixture } from './pick';

/** The fixtureId every bonus selection carries. */
export const BONUS_FIXTURE_ID = 'bonus';
/** The providerId every bonus selection carries. */
export const BONUS_PROVIDER_ID = -1;

/** One bonus tier of the setting: this many qualifying picks earn this multiplier. */
export interface BonusTier {
  /** Qualifying picks (betPrice ≥ 1.3) needed: the setting's folderN. */
  readonly folders: number;
  /** The multiplier, which becomes the bonus selection's price: the setting's bonusN. */
  readonly multiplier: number;
}

/** The pre-match slip: picks in the order chosen, the bonus item (if any) first. */
export interface PrematchSlipState {
  /** The slip's items; a bonus selection, when present, is the first item. */
  readonly selections: readonly Selection[];
  /** The bonus setting the bonus item is derived from. */
  readonly bonusSetting: BonusSetting;
  /** The last action's error message (the 100 odds cap), cleared by the next successful action. */
  readonly error: string | null;
}

/** Actions of the pre-match slip. */
export type PrematchSlipAction =
  /** Adds a pick; a pick on a fixture already on the slip replaces that fixture's pick. */
  | { readonly type: 'add'; readonly selection: Selection }
  /** Changes a pick: replaces the fixture's pick; `sameMarket` targets the pick of the same market. */
  | { readonly type: 'change'; readonly selection: Selection; readonly sameMarket?: boolean }
  /** Removes the pick with this odds id. */
  | { readonly type: 'remove'; readonly id: Selection['id'] }
  /** Empties the slip. */
  | { readonly type: 'clear' }
  /** Replaces the bonus setting and recomputes the bonus item. */
  | { readonly type: 'setBonusSetting'; readonly bonusSetting: BonusSetting };

/** What the bonus gauge shows: qualifying picks, the tier earned, and what comes next. */
export interface BonusProgress {
  /** The picks that count toward bonus folders (betPrice ≥ 1.3), in slip order. */
  readonly qualifying: readonly Selection[];
  /** The tier the qualifying count earns, or null. */
  readonly current: BonusTier | null;
  /** The tier one more qualifying pick would earn, or null when it earns nothing new. */
  readonly next: BonusTier | null;
  /** The lowest tier above the qualifying count at any distance (for the gauge's target), or null. */
  readonly upcoming: BonusTier | null;
}

/** An empty pre-match slip with the given bonus setting (none by default). */
export function initialPrematchSlipState(bonusSetting: BonusSetting = {}): PrematchSlipState {
  return { selections: [], bonusSetting, error: null };
}

/** True for a bonus selection (fixtureId 'bonus'). */
export function isBonusSelection(selection: Selection): boolean {
  return idKey(selection.fixtureId) === BONUS_FIXTURE_ID;
}

/** True for a pick that counts toward bonus folders: not a bonus, betPrice at or above 1.3. */
export function qualifiesForBonus(selection: Selection): boolean {
  return !isBonusSelection(selection) && toPrice(selection.betPrice) >= FOLDER_MIN_ODDS;
}

/** A folder count as the setting may hold it (number or numeric string); 0 when unusable. */
function readFolderCount(value: unknown): number {
  const count = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : 0;
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The usable tiers of a bonus setting, ascending by folder count.
 * Pairs whose folder count is not a positive whole number, or whose multiplier is not a number
 * of at least 1, are left out: a bonus never lowers the odds.
 */
export function bonusTiers(setting: BonusSetting): readonly BonusTier[] {
  if (!isRecord(setting)) return [];
  const pairs = Object.keys(setting)
    .map((key) => /^folder(\d+)$/.exec(key)?.[1])
    .filter((index): index is string => index !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  const byFolders = new Map<number, BonusTier>();
  for (const index of pairs) {
    const folders = readFolderCount(setting[`folder${Number(index)}`]);
    const multiplier = toPrice(setting[`bonus${Number(index)}`]);
    // Spec ambiguity: two pairs naming the same folder count; the lower pair number (folder1 before
    // folder2) wins, as a setting screen lists pairs in that order.
    if (folders > 0 && multiplier >= 1 && !byFolders.has(folders)) byFolders.set(folders, { folders, multiplier });
  }
  return [...byFolders.values()].sort((a, b) => a.folders - b.folders);
}

/** The highest tier whose folder count the given number of qualifying picks reaches, or null. */
function tierFor(count: number, tiers: readonly BonusTier[]): BonusTier | null {
  return tiers.filter((tier) => tier.folders <= count).at(-1) ?? null;
}

/** The bonus selection of a tier: fixtureId 'bonus', providerId -1, slipName '{n}폴더 보너스'. */
export function bonusSelection(tier: BonusTier): Selection {
  const slipName = `${tier.folders}폴더 보너스`;
  return {
    id: `bonus-${tier.folders}`,
    fixtureId: BONUS_FIXTURE_ID,
    providerId: BONUS_PROVIDER_ID,
    slipName,
    betPrice: tier.multiplier,
    betStartPrice: tier.multiplier,
    // Not in spec: the slip shows market and bet names per item; a bonus shows its slip name.
    marketName: 'Bonus',
    marketNameKorean: slipName,
    betName: slipName,
  };
}

/** The slip's picks without its bonus items. */
function picksOf(selections: readonly Selection[]): readonly Selection[] {
  return selections.filter((selection) => !isBonusSelection(selection));
}

/** Total odds of a list of slip items, floored as the slip shows them. */
function oddsOf(selections: readonly Selection[]): number {
  return totalOdds(selections.map((selection) => selection.betPrice));
}

// Spec ambiguity: "exceeds 100" is checked on the total odds as the slip shows and submits them,
// i.e. floored to 2 decimals (100.009 shows as 100.00 and passes, as submit check 7 would).
/** True when the items' total odds are above the cap of 100. */
function overCap(selections: readonly Selection[]): boolean {
  return oddsOf(selections) > MAX_TOTAL_ODDS;
}

/** Picks plus the bonus their qualifying count earns, bonus first; `capped` when the cap forbade it. */
function withBonus(picks: readonly Selection[], setting: BonusSetting): { selections: readonly Selection[]; capped: boolean } {
  const tier = tierFor(picks.filter(qualifiesForBonus).length, bonusTiers(setting));
  if (tier === null) return { selections: picks, capped: false };
  const selections = [bonusSelection(tier), ...picks];
  // The spec drops bonuses when the product passes 100; applied on every action, so a setting change
  // or a removal that moves to a larger multiplier can never leave the slip over the cap either.
  return overCap(selections) ? { selections: picks, capped: true } : { selections, capped: false };
}

/** The state after the picks changed for a reason other than adding: bonus recomputed, error set only by the cap. */
function settle(picks: readonly Selection[], setting: BonusSetting): PrematchSlipState {
  const { selections, capped } = withBonus(picks, setting);
  return { selections, bonusSetting: setting, error: capped ? bettingMessages.aboveMaxOddsOnAdd : null };
}

/** The market a pick belongs to: its market id when known, else its market name. */
function marketKey(selection: Selection): string | undefined {
  return idKey(selection.marketId) ?? idKey(selection.marketName);
}

/** Places a pick (add or change), refusing it when the slip's total odds would pass 100. */
function place(state: PrematchSlipState, value: unknown, sameMarket: boolean): PrematchSlipState {
  const pick = readPick(value);
  // A bonus is derived from the picks; one offered as a pick is refused like any malformed pick.
  if (pick === undefined || isBonusSelection(pick)) return state;
  const picks = picksOf(state.selections);
  // Spec ambiguity: a fixture holds one pre-match pick, so "add" on a fixture already on the slip
  // is a change, and a same-market change has the same effect as a change: every pick on the fixture
  // goes. The market only decides where the new pick stands, in the place of the same market's pick
  // if the slip (e.g. one restored from storage) held one, else of the fixture's first pick.
  const onFixture = picks.filter((selection) => sameFixture(selection, pick));
  const target =
    (sameMarket ? onFixture.find((selection) => marketKey(selection) === marketKey(pick)) : undefined) ?? onFixture[0];
  const next =
    target === undefined
      ? [...picks, pick]
      : picks.flatMap((selection) => (selection === target ? [pick] : sameFixture(selection, pick) ? [] : [selection]));
  const placed = withBonus(next, state.bonusSetting);
  if (!placed.capped && !overCap(placed.selections)) return { ...state, selections: placed.selections, error: null };
  // Spec: over 100 the error is set, bonuses are dropped and the new pick is removed.
  // Spec ambiguity: "the newly added pick is removed" is read as "the action is refused": a change
  // keeps the pick it would have replaced. The bonus goes with it, as the spec says; the next action
  // (a removal, another pick, a new setting) derives it again from the qualifying picks.
  return { ...state, selections: picks, error: bettingMessages.aboveMaxOddsOnAdd };
}

/** The pre-match slip reducer: pure, never throws; unusable actions return the state unchanged. */
export function prematchSlipReducer(state: PrematchSlipState, action: PrematchSlipAction): PrematchSlipState {
  if (!isRecord(action)) return state;
  switch (action.type) {
    case 'add':
      return place(state, action.selection, false);
    case 'change':
      return place(state, action.selection, action.sameMarket === true);
    case 'remove': {
      const id = idKey(action.id);
      const picks = picksOf(state.selections);
      const kept = picks.filter((selection) => idKey(selection.id) !== id);
      // Removing the bonus item itself, or an odds id not on the slip, changes nothing: the bonus
      // follows the qualifying picks and goes when they do.
      if (kept.length === picks.length) return state;
      return settle(kept, state.bonusSetting);
    }
    case 'clear':
      return { ...state, selections: [], error: null };
    case 'setBonusSetting': {
      const setting = isRecord(action.bonusSetting) ? action.bonusSetting : {};
      return settle(picksOf(state.selections), setting);
    }
    default:
      return state;
  }
}

/**
 * The bonus gauge's figures. `current` is the tier the qualifying count earns under `setting`;
 * the slip omits its bonus item only when the 100 cap dropped it (then `state.error` says so).
 */
export function bonusProgress(state: PrematchSlipState, setting: BonusSetting = state.bonusSetting): BonusProgress {
  const tiers = bonusTiers(setting);
  const qualifying = state.selections.filter(qualifiesForBonus);
  const current = tierFor(qualifying.length, tiers);
  const reached = tierFor(qualifying.length + 1, tiers);
  return {
    qualifying,
    current,
    next: reached === current ? null : reached,
    upcoming: tiers.find((tier) => tier.folders > qualifying.length) ?? null,
  };
}

/** The folder count a bonus selection stands for, read from its slipName or else its id; NaN if neither says. */
function bonusFolders(bonus: Selection): number {
  const fromName = typeof bonus.slipName === 'string' ? /^(\d+)폴더 보너스$/.exec(bonus.slipName)?.[1] : undefined;
  const fromId = /^bonus-(\d+)$/.exec(String(bonus.id))?.[1];
  return Number(fromName ?? fromId ?? Number.NaN);
}

/**
 * The bonus rule's message '보너스는 1.3이하 배당과 조합 불가능합니다.' when a bonus selection is present
 * without as many picks at or above 1.3 as its folder count; undefined when the slip is fine.
 */
// Spec ambiguity: the message says "1.3 or below" while the rule counts picks at or above 1.3, so a
// pick of exactly 1.3 qualifies; picks under 1.3 may sit beside a bonus as long as enough others
// qualify. A bonus whose folder count cannot be read is never satisfied (it cannot be verified).
export function bonusCombinationError(selections: readonly Selection[]): string | undefined {
  if (!Array.isArray(selections)) return undefined;
  const items = selections.filter((item): item is Selection => isRecord(item));
  const qualifying = items.filter(qualifiesForBonus).length;
  const unmet = items.filter(isBonusSelection).some((bonus) => !(bonusFolders(bonus) <= qualifying));
  return unmet ? bettingMessages.bonusCombination : undefined;
}

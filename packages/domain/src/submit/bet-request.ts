// The bet-placing call and its answers (betting-core.md sections 4, 7 and 8).
import { gameDetailType, type BetStyle, type GameDetailType } from '../betting/bet-style';
import { toPrice, totalOdds } from '../betting/odds-math';
import { type Selection } from '../entities';
import { bettingMessages } from '../messages/betting';
import { oddsDiffer } from '../odds';
import { idKey, isBonusPick, isRecord, records } from './read';

/** One selection as the bet call sends it. */
export interface BetRequestLeg {
  /** The price the member accepted. */
  readonly betPrice: number;
  readonly fixtureId: number | string;
  /** The selection's odds id (`Selection.id`). */
  readonly oddsId: number | string;
  /** Null when the selection has none (the bonus selection). */
  readonly sportId: number | string | null;
  /** The odds version the price belongs to; null when the selection has none. */
  readonly version: number | string | null;
}

/** The body of POST /sports-prematch/betting (spec section 7). */
export interface BetRequest {
  readonly memberId: number | string;
  /** Total odds: the product of every price, the bonus multiplier included, floored to 2 decimals. */
  readonly totalRatio: number;
  /** The stake in whole won. */
  readonly amounts: number;
  readonly bettings: readonly BetRequestLeg[];
  readonly gameDetailType: GameDetailType;
  // Not in spec: the value of gameStyle is not given; the style's name is sent.
  readonly gameStyle: BetStyle;
  /** 1 when odds changes are accepted automatically, else 0. */
  readonly changeFlag: 0 | 1;
}

/** What a bet request is built from. */
export interface BetRequestInput {
  /** The member's id. */
  readonly memberId: number | string;
  /** The stake in whole won (after the submit checks). */
  readonly amount: number;
  /** The slip's selections, bonus selections included. */
  readonly selections: readonly Selection[];
  /** The route's bet style. */
  readonly style: BetStyle;
  /** The shared isOddsAutoChangeFlag (default true in the spec's state). */
  readonly autoAcceptOddsChange: boolean;
}

const STYLES: readonly BetStyle[] = ['europe', 'korean', 'event'];

/** One selection as a request leg; a selection without an odds id or fixture cannot be sent. */
function requestLeg(selection: Record<string, unknown>): BetRequestLeg | undefined {
  const oddsId = selection.id;
  const fixtureId = selection.fixtureId;
  if (idKey(oddsId) === undefined || idKey(fixtureId) === undefined) return undefined;
  return {
    betPrice: toPrice(selection.betPrice),
    fixtureId: fixtureId as number | string,
    oddsId: oddsId as number | string,
    sportId: idKey(selection.sportId) === undefined ? null : (selection.sportId as number | string),
    version: idKey(selection.version) === undefined ? null : (selection.version as number | string),
  };
}

/**
 * The body of the bet call, or undefined when it must not be sent: no member id, a stake that is not
 * a whole number of won above 0, no real pick, or a selection without ids or a price.
 */
export function buildBetRequest(input: BetRequestInput): BetRequest | undefined {
  if (!isRecord(input)) return undefined;
  const { memberId, amount, style, autoAcceptOddsChange } = input;
  if (idKey(memberId) === undefined) return undefined;
  // Refusing, rather than rounding, keeps a wrong stake from ever reaching the server.
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return undefined;
  const selections = records(input.selections);
  const legs = selections.map(requestLeg);
  if (legs.some((leg) => leg === undefined || leg.betPrice <= 0)) return undefined;
  // The bonus selection is sent like a pick: its multiplier is part of totalRatio, and the server can
  // only verify that ratio (and the bonus claimed) when it sees the bonus item. It does not count as a
  // selection for the 1/2/3+ game detail code.
  const picks = selections.filter((selection) => !isBonusPick(selection)).length;
  if (picks === 0) return undefined;
  const betStyle = STYLES.includes(style) ? style : 'korean';
  return {
    memberId,
    totalRatio: totalOdds(selections.map((selection) => selection.betPrice)),
    amounts: amount,
    bettings: legs as BetRequestLeg[],
    gameDetailType: gameDetailType(betStyle, picks),
    gameStyle: betStyle,
    changeFlag: autoAcceptOddsChange === true ? 1 : 0,
  };
}

/** One entry of an odds-change answer: the selection's current price and version. */
export interface OddsChangeEntry {
  readonly betPrice: number | string;
  readonly oddsId?: number | string;
  readonly id?: number | string;
  readonly fixtureId?: number | string;
  readonly version?: number | string;
}

/** True for an error body that is an odds change: an array with at least one betPrice entry (spec section 8). */
export function isOddsChangeAnswer(body: unknown): body is readonly OddsChangeEntry[] {
  return Array.isArray(body) && body.some((entry) => isRecord(entry) && 'betPrice' in entry);
}

/**
 * The answer's entry for a selection. Not in spec: the entries' fields are not given; an entry is
 * matched by odds id (oddsId, else id), and by fixtureId only when it carries no odds id at all.
 */
function entryFor(selection: Record<string, unknown>, answer: readonly Record<string, unknown>[]) {
  const oddsId = idKey(selection.id);
  const fixtureId = idKey(selection.fixtureId);
  return answer.find((entry) => {
    const entryOddsId = idKey(entry.oddsId) ?? idKey(entry.id);
    if (entryOddsId !== undefined) return entryOddsId === oddsId;
    return fixtureId !== undefined && idKey(entry.fixtureId) === fixtureId;
  });
}

/** One line of the odds-change dialog. */
export interface OddsChangeRow {
  /** The selection as it is on the slip. */
  readonly selection: Selection;
  /** The price on the slip (raw; the dialog shows it floored). */
  readonly oldOdds: number;
  /** The server's price; the old price when the answer has none for this selection. */
  readonly newOdds: number;
  /** True when the prices differ once floored to 2 decimals: old struck through, new shown. */
  readonly changed: boolean;
}

/** The new price of a selection: the answer's when it is a usable price, else the old one. */
function newPrice(entry: Record<string, unknown> | undefined, oldOdds: number): number {
  const price = entry === undefined ? 0 : toPrice(entry.betPrice);
  return price > 0 ? price : oldOdds;
}

/** The odds-change dialog's rows: every selection with its old and new odds, compared after flooring. */
export function oddsChangeRows(selections: readonly Selection[], answer: unknown): OddsChangeRow[] {
  const entries = records(answer);
  return records(selections).map((selection) => {
    const oldOdds = toPrice(selection.betPrice);
    const newOdds = newPrice(entryFor(selection, entries), oldOdds);
    return { selection: selection as unknown as Selection, oldOdds, newOdds, changed: oddsDiffer(oldOdds, newOdds) };
  });
}

/**
 * The selections to resubmit after the member accepts: the answer's prices and versions. The first
 * price stays in betStartPrice so the slip can show it struck through.
 */
export function resubmission(selections: readonly Selection[], answer: unknown): Selection[] {
  const entries = records(answer);
  return records(selections).map((record) => {
    const selection = record as unknown as Selection;
    const entry = entryFor(record, entries);
    if (entry === undefined) return selection;
    return {
      ...selection,
      betPrice: newPrice(entry, toPrice(selection.betPrice)),
      version: idKey(entry.version) === undefined ? selection.version : (entry.version as number | string),
      betStartPrice: selection.betStartPrice ?? selection.betPrice,
    };
  });
}

/** A non-blank string, else undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The alert for a failed bet: the server's text, else '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'. */
export function betErrorMessage(body: unknown): string {
  // Not in spec: a JSON error object's `message` counts as the body text, as servers often wrap it.
  const serverText = text(body) ?? (isRecord(body) && !Array.isArray(body) ? text(body.message) : undefined);
  return serverText ?? bettingMessages.betFailedDefault;
}

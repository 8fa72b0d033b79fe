// What a slip row shows, read from the server's slip through @betkit/domain's rules. Pure and per slip,
// so a list computes it only for the rows it mounts (and memoises it per slip).
import {
  CANCEL_STATUS_WORD,
  betNameFamily,
  betNameLabel,
  canCancelHistorySlip,
  cancelDeadline,
  countsAsWin,
  expectedWinnings,
  formatFixtureTime,
  formatOdds,
  leagueLabel,
  legResult,
  legResultLabels,
  marketLabel,
  parseServerTime,
  slipSettlement,
  slipWinAmount,
  toPrice,
  toWholeWon,
  totalOdds,
  type BetNameFamily,
  type HistoryLeg,
  type HistorySlip,
  type HistorySlipTitle,
  type LegResult,
  type LegTone,
} from '@betkit/domain';

/** One leg as its table row shows it. */
export interface LegView {
  /** Start time, 'MM.DD (요일) HH:mm' in Korean time; '' when unreadable. */
  readonly startTime: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** The market's Korean label (English when the dictionary has none). */
  readonly market: string;
  /** '1'/'2' as the team's name, 'X' as 무승부, else the server's text. */
  readonly betName: string;
  /** The bet name's colour family, when it has one. */
  readonly betFamily: BetNameFamily | undefined;
  readonly line: string;
  /** Floored to 2 decimals. */
  readonly odds: string;
  readonly score: string;
  /** The score when the bet was placed (live legs). */
  readonly betTimingScore: string;
  readonly result: LegResult;
}

/** A slip's status in its summary row. */
export interface SlipStatus {
  readonly label: string;
  readonly tone: LegTone;
}

/** A slip as its table shows it (everything but the cancel window, which moves with the clock). */
export interface SlipView {
  readonly id: number;
  /** When the slip was placed, 'MM.DD (요일) HH:mm'. */
  readonly placedAt: string;
  readonly legs: readonly LegView[];
  /** Stake in won. */
  readonly amount: number;
  /** Product of the prices, floored to 2 decimals. */
  readonly totalOdds: string;
  /** Expected winnings while pending, the win amount once settled. */
  readonly winnings: number;
  readonly winningsKind: 'expected' | 'won';
  readonly status: SlipStatus;
}

/** A server time as the fixture format, or '' when it cannot be read. */
function fixtureTime(value: unknown): string {
  const ms = parseServerTime(value);
  return ms === undefined ? '' : formatFixtureTime(ms);
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A leg's row. `statusName` is the slip's status name, shown for a pending leg. */
export function describeLeg(leg: HistoryLeg, statusName: unknown): LegView {
  const home = text(leg.sports_betting_home_participants_name);
  const away = text(leg.sports_betting_away_participants_name);
  return {
    startTime: fixtureTime(leg.startdate),
    league: leagueLabel(leg.league_name),
    home,
    away,
    market: marketLabel(leg.sports_betting_market_name),
    betName: betNameLabel(leg.sports_betting_bet_name, home, away),
    betFamily: betNameFamily(leg.sports_betting_bet_name),
    line: text(leg.sports_betting_bet_line) || text(leg.sports_betting_bet_baseline),
    odds: formatOdds(toPrice(leg.sports_betting_bet_price)),
    score: text(leg.sports_betting_score),
    betTimingScore: text(leg.betTimingScore),
    result: legResult(leg.sports_betting_win_flag, statusName),
  };
}

/**
 * A slip's status: while pending, the status name or '대기' (yellow when it contains '취소'), as a
 * pending leg reads; once settled, the settlement name, in the win tone when it counts as a win.
 */
export function slipStatus(slip: HistorySlip): SlipStatus {
  const title: HistorySlipTitle = slip[0];
  if (slipSettlement(title) === 'pending') {
    const { label, tone } = legResult(undefined, title.status_name);
    return { label, tone };
  }
  const label = text(title.settlement_name) || text(title.status_name);
  // Not in spec: the tone of a settled slip. Cancelled names are the spec's yellow, a settlement_flag of 1 a
  // win, the hit-special name the refund tone, anything else the loss tone.
  if (label.includes(CANCEL_STATUS_WORD)) return { label, tone: 'cancel' };
  if (countsAsWin(slip)) return { label, tone: 'won' };
  if (label === legResultLabels.special) return { label, tone: 'refund' };
  return { label, tone: 'lost' };
}

/** Everything a slip's table shows but the cancel window. */
export function describeSlip(slip: HistorySlip): SlipView {
  const title = slip[0];
  const prices = slip.map((leg) => leg.sports_betting_bet_price);
  const odds = totalOdds(prices);
  const amount = Math.max(0, toWholeWon(Number(title.amount)));
  const pending = slipSettlement(title) === 'pending';
  return {
    id: title.id,
    placedAt: fixtureTime(title.created_at),
    legs: slip.map((leg) => describeLeg(leg, title.status_name)),
    amount,
    totalOdds: formatOdds(odds),
    winnings: pending ? expectedWinnings(amount, odds) : slipWinAmount(slip),
    winningsKind: pending ? 'expected' : 'won',
    status: slipStatus(slip),
  };
}

/** Whether the cancel button is enabled now, and until when (the view shows the spec's text when closed). */
export type CancelWindow =
  | { readonly state: 'open'; readonly until: string }
  | { readonly state: 'closed' };

/** The cancel window of a pending slip at `now` (epoch ms). */
export function cancelWindow(slip: HistorySlip, now: number): CancelWindow {
  const check = canCancelHistorySlip(slip, now);
  if (!check.ok) return { state: 'closed' };
  const deadline = cancelDeadline(slip);
  return { state: 'open', until: deadline === undefined ? '' : formatFixtureTime(deadline) };
}

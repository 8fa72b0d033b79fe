import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hasId, idKey, isOpen, mainRowIndex, marketRows, selectionOf, type BoardBet, type BoardFixture, type BoardMarket, type PriceTrack } from '@betkit/domain';
import { BetButton } from '../bet-button';
import type { SlipSelection } from '../bet-slip';
import { oddsBoardLabels, type OddsBoardLabels } from './labels';
import * as styles from './OddsBoard.css';
import { mergeLabels } from '../labels';

export interface FixtureCardProps {
  fixture: BoardFixture;
  /** The markets to show (the active tab's). */
  markets: readonly BoardMarket[];
  /** The odds ids on the slip, as id keys (`pickedIds` or `idSet` of the domain make them). */
  picked: ReadonlySet<string>;
  /** A bet button's press: the slip toggles the pick. */
  onPick: (selection: SlipSelection) => void;
  /** In-play: prices and the one before their latest move, for the up/down arrows. */
  track?: PriceTrack;
  /** What sits at the head of the card, before the league (the favourite star, the LIVE badge). */
  lead?: ReactNode;
  /** What sits at the end of the head (the start time, the game status). */
  trail: ReactNode;
  /** Shown between the teams: 'vs' or the score. */
  middle?: ReactNode;
  /** The league as members read it. */
  league: string;
  /** Shown when the fixture has no market in the active tab. */
  emptyText?: string;
  /** Overrides of the Korean labels. */
  labels?: OddsBoardLabels;
}

/** The key a bet has in `picked` and `track`. */
const betKey = (bet: Pick<BoardBet, 'id'>) => idKey(bet.id) ?? String(bet.id);

/** What a memoised card or row reads of the board-wide sets, and the bets it draws (a row's `bets`, else a card's markets'). */
type DrawnProps = Pick<FixtureCardProps, 'picked' | 'track'> & { bets?: readonly BoardBet[]; markets?: readonly BoardMarket[] };

/**
 * Memo's test for a card or a row: every prop the same (an array item by item), but `picked` and `track`, which change
 * with any pick or move on the board, count only for the bets drawn: pressed alike and the same price before the move.
 */
function sameDrawn<P extends DrawnProps>(a: P, b: P): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof P)[]);
  const same = (x: unknown, y: unknown) => Object.is(x, y) || (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((item, index) => item === y[index]));
  if (![...keys].every((key) => key === 'picked' || key === 'track' || same(a[key], b[key]))) return false;
  // The same sets (a render with no pick and no poll) need no walk over the bets.
  if (a.picked === b.picked && a.track === b.track) return true;
  const bets = b.bets ?? b.markets?.flatMap((market) => market.bets) ?? [];
  return bets.every((bet) => hasId(a.picked, bet.id) === hasId(b.picked, bet.id) && a.track?.[betKey(bet)]?.previous === b.track?.[betKey(bet)]?.previous);
}

/**
 * A fixture on a board: its head, the teams, and a row of bet buttons per market line. Each market shows its
 * main line (and any line with a pick); '배당 더보기' opens the other lines. Memoised per fixture: a poll that kept
 * the fixture's objects, or a pick elsewhere, does not draw it again.
 */
export const FixtureCard = memo(function FixtureCard({ fixture, markets, picked, onPick, track, lead, trail, middle, league, emptyText, labels: overrides }: FixtureCardProps) {
  const labels = mergeLabels(oddsBoardLabels, overrides);
  const titleId = useId();
  const marketsId = useId();
  const [expanded, setExpanded] = useState(false);
  // A row's press reads the latest fixture and handler, so rows stay memoised across renders of the card.
  const latest = useRef({ fixture, markets, onPick });
  useLayoutEffect(() => {
    latest.current = { fixture, markets, onPick };
  });
  const pick = useCallback((marketId: number, bet: BoardBet) => {
    const { fixture, markets, onPick } = latest.current;
    const market = markets.find((item) => item.marketId === marketId);
    if (market) onPick(selectionOf(fixture, market, bet));
  }, []);
  const allRows = markets.flatMap((market) => {
    const rows = marketRows(market);
    const main = mainRowIndex(rows);
    return rows.map((row, index) => ({ market, row, shown: index === main || row.bets.some((bet) => hasId(picked, bet.id)) }));
  });
  const hidden = allRows.filter(({ shown }) => !shown).length;
  const rows = expanded ? allRows : allRows.filter(({ shown }) => shown);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-fixture={fixture.fixtureId}>
      <div className={styles.cardHead}>
        {lead}
        <span className={styles.league}>
          {fixture.sportNameKorean} · {league}
        </span>
        {trail}
      </div>
      <h2 className={styles.teams} id={titleId}>
        {/* The spaces keep the heading's accessible name readable ('울산 HD vs 전북 현대'). */}
        <span className={styles.home}>{fixture.homeName}</span>{' '}
        {middle ?? <span className={styles.versus}>{labels.versus}</span>}{' '}
        <span className={styles.away}>{fixture.awayName}</span>
      </h2>
      {rows.length === 0 ? (
        emptyText ? <p className={styles.noMarkets}>{emptyText}</p> : null
      ) : (
        <div id={marketsId} className={styles.markets} role="group" aria-label={labels.markets(fixture.homeName, fixture.awayName)}>
          {rows.map(({ market, row }) => (
            <BetRow
              key={row.key}
              marketId={market.marketId}
              label={row.label}
              bets={row.bets}
              homeName={fixture.homeName}
              awayName={fixture.awayName}
              picked={picked}
              track={track}
              onPick={pick}
            />
          ))}
        </div>
      )}
      {hidden > 0 ? (
        <button
          type="button"
          className={styles.moreLines}
          aria-expanded={expanded}
          aria-controls={marketsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? labels.fewerLines : labels.moreLines(hidden)}
        </button>
      ) : null}
    </article>
  );
}, sameDrawn);

interface BetRowProps extends Pick<FixtureCardProps, 'picked' | 'track'> {
  marketId: number;
  label: string;
  bets: readonly BoardBet[];
  homeName: string;
  awayName: string;
  onPick: (marketId: number, bet: BoardBet) => void;
}

/** One market line's bet buttons, memoised: a moved price draws its own row only. */
const BetRow = memo(function BetRow({ marketId, label, bets, homeName, awayName, picked, track, onPick }: BetRowProps) {
  return (
    <div className={styles.marketRow} role="group" aria-label={label}>
      <span className={styles.marketLabel} aria-hidden="true">
        {label}
      </span>
      <div className={styles.bets({ columns: Math.min(bets.length, 3) as 1 | 2 | 3 })}>
        {bets.map((bet) => {
          const key = betKey(bet);
          return (
            <BetButton
              key={key}
              betName={bet.betName}
              price={bet.betPrice}
              previousPrice={track?.[key]?.previous}
              selected={hasId(picked, bet.id)}
              disabled={!isOpen(bet)}
              homeName={homeName}
              awayName={awayName}
              onSelect={() => onPick(marketId, bet)}
            />
          );
        })}
      </div>
    </div>
  );
}, sameDrawn);

import { useId, useState, type ReactNode } from 'react';
import { hasId, idKey, isOpen, mainRowIndex, marketRows, selectionOf, type BoardFixture, type BoardMarket, type PriceTrack } from '@betkit/domain';
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

/**
 * A fixture on a board: its head, the teams, and a row of bet buttons per market line. Each market shows its
 * main line (and any line with a pick); '배당 더보기' opens the other lines.
 */
export function FixtureCard({ fixture, markets, picked, onPick, track, lead, trail, middle, league, emptyText, labels: overrides }: FixtureCardProps) {
  const labels = mergeLabels(oddsBoardLabels, overrides);
  const titleId = useId();
  const marketsId = useId();
  const [expanded, setExpanded] = useState(false);
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
            <div key={row.key} className={styles.marketRow} role="group" aria-label={row.label}>
              <span className={styles.marketLabel} aria-hidden="true">
                {row.label}
              </span>
              <div className={styles.bets({ columns: Math.min(row.bets.length, 3) as 1 | 2 | 3 })}>
                {row.bets.map((bet) => {
                  const key = idKey(bet.id) ?? String(bet.id);
                  return (
                    <BetButton
                      key={key}
                      betName={bet.betName}
                      price={bet.betPrice}
                      previousPrice={track?.[key]?.previous}
                      selected={hasId(picked, bet.id)}
                      disabled={!isOpen(bet)}
                      homeName={fixture.homeName}
                      awayName={fixture.awayName}
                      onSelect={() => onPick(selectionOf(fixture, market, bet))}
                    />
                  );
                })}
              </div>
            </div>
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
}

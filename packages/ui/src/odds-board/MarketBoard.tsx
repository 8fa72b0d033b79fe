import { useId } from 'react';
import { gameSelectionOf, isOnSlip, isOpen, marketName, type BoardMarket, type SelectionGame } from '@betkit/domain';
import { BetButton } from '../bet-button';
import type { SlipSelection } from '../bet-slip';
import { oddsBoardLabels, type OddsBoardLabels } from './labels';
import * as styles from './MarketBoard.css';
import { mergeLabels } from '../labels';

export interface MarketBoardProps {
  /** The virtual game or mini-game round the prices belong to. */
  game: SelectionGame;
  markets: readonly BoardMarket[];
  /** The slip's picks: a price of this game on the slip is pressed. */
  selections: readonly SlipSelection[];
  /** A bet button's press: the slip toggles the pick (its area's add rule applies). */
  onPick: (selection: SlipSelection) => void;
  /** Overrides of the Korean labels. */
  labels?: OddsBoardLabels;
}

/** One game's markets, each a heading over its bet buttons, for the virtual-sports and mini-game boards. */
export function MarketBoard({ game, markets, selections, onPick, labels: overrides }: MarketBoardProps) {
  const labels = mergeLabels(oddsBoardLabels, overrides);
  return (
    <section className={styles.markets} aria-label={labels.gameMarkets}>
      {markets.map((market) => (
        <MarketGroup key={market.marketId} game={game} market={market} selections={selections} onPick={onPick} />
      ))}
      <p className={styles.hint}>{labels.onePickPerGame}</p>
    </section>
  );
}

function MarketGroup({ game, market, selections, onPick }: Omit<MarketBoardProps, 'markets' | 'labels'> & { market: BoardMarket }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className={styles.market}>
      <h3 id={headingId} className={styles.marketName}>
        {marketName(market)}
      </h3>
      <div className={styles.betRow}>
        {market.bets.map((bet) => (
          <BetButton
            key={bet.id}
            betName={bet.betName}
            price={bet.betPrice}
            homeName={game.homeName}
            awayName={game.awayName}
            selected={isOnSlip(selections, game.fixtureId, bet.id)}
            disabled={!isOpen(bet)}
            onSelect={() => onPick(gameSelectionOf(game, market, bet))}
          />
        ))}
      </div>
    </div>
  );
}

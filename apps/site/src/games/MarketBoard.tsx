import { useId } from 'react';
import type { BoardMarket } from '@betkit/api';
import { gameSelectionOf, isOnSlip, isOpen, marketName, type SelectionGame } from '@betkit/domain';
import { BetButton, type BetSlipState } from '@betkit/ui';
import * as styles from './games.css';
import { gameBoardLabels } from './labels';

function MarketGroup({ game, market, slip }: { game: SelectionGame; market: BoardMarket; slip: BetSlipState }) {
  const headingId = useId();
  const name = marketName(market);
  return (
    <div role="group" aria-labelledby={headingId} className={styles.market}>
      <h3 id={headingId} className={styles.marketName}>
        {name}
      </h3>
      <div className={styles.betRow}>
        {market.bets.map((bet) => (
          <BetButton
            key={bet.id}
            betName={bet.betName}
            price={bet.betPrice}
            homeName={game.homeName}
            awayName={game.awayName}
            selected={isOnSlip(slip.selections, game.fixtureId, bet.id)}
            disabled={!isOpen(bet)}
            onSelect={() => slip.toggle(gameSelectionOf(game, market, bet))}
          />
        ))}
      </div>
    </div>
  );
}

/** A game's markets as bet buttons that toggle picks on `slip` (its area's add rule applies). */
export function MarketBoard({ game, markets, slip }: { game: SelectionGame; markets: readonly BoardMarket[]; slip: BetSlipState }) {
  return (
    <section className={styles.markets} aria-label={gameBoardLabels.markets}>
      {markets.map((market) => (
        <MarketGroup key={market.marketId} game={game} market={market} slip={slip} />
      ))}
      <p className={styles.hint}>{gameBoardLabels.onePickPerGame}</p>
    </section>
  );
}

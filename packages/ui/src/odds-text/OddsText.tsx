import { VisuallyHidden } from 'radix-ui';
import { formatOdds, oddsDirection } from '@betkit/domain';
import * as styles from './OddsText.css';
import { oddsTextLabels } from './labels';

export interface OddsTextProps {
  /** The current price. Shown floored to 2 decimals, never rounded. */
  odds: number;
  /** The price when the pick was added; if it differs after flooring, it is shown struck through. */
  previousOdds?: number;
  /** Screen-reader label of the struck price. */
  previousLabel?: string;
  /** Screen-reader label of the new price. */
  currentLabel?: string;
}

/** Odds as members see them; a changed price shows old struck through, then the new one. */
export function OddsText({
  odds,
  previousOdds,
  previousLabel = oddsTextLabels.previous,
  currentLabel = oddsTextLabels.current,
}: OddsTextProps) {
  const direction = oddsDirection(previousOdds, odds);
  if (previousOdds === undefined || direction === undefined) {
    return (
      <span className={styles.odds} data-state="steady">
        {formatOdds(odds)}
      </span>
    );
  }
  return (
    <span className={styles.odds} data-state="changed">
      <del className={styles.previous}>
        <VisuallyHidden.Root>{previousLabel} </VisuallyHidden.Root>
        {formatOdds(previousOdds)}
      </del>
      <ins className={styles.current} data-direction={direction}>
        <VisuallyHidden.Root>{currentLabel} </VisuallyHidden.Root>
        {formatOdds(odds)}
      </ins>
    </span>
  );
}

import { formatOdds, oddsDirection } from '@betkit/domain';
import * as styles from './OddsText.css';
import { mergeLabels } from '../labels';
import { oddsTextLabels, type OddsTextLabels } from './labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface OddsTextProps {
  /** The current price. Shown floored to 2 decimals, never rounded. */
  odds: number;
  /** The price when the pick was added; if it differs after flooring, it is shown struck through. */
  previousOdds?: number;
  /** Overrides of the screen-reader labels of the struck (`previous`) and new (`current`) price. */
  labels?: OddsTextLabels;
}

/** Odds as members see them; a changed price shows old struck through, then the new one. */
export function OddsText({
  odds,
  previousOdds,
  labels: overrides,
}: OddsTextProps) {
  const direction = oddsDirection(previousOdds, odds);
  const labels = mergeLabels(oddsTextLabels, overrides);
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
        <VisuallyHidden>{labels.previous} </VisuallyHidden>
        {formatOdds(previousOdds)}
      </del>
      <ins className={styles.current} data-direction={direction}>
        <VisuallyHidden>{labels.current} </VisuallyHidden>
        {formatOdds(odds)}
      </ins>
    </span>
  );
}

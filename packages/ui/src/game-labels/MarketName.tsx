import { hasMarketLabel, marketLabel } from '@betkit/domain';
import * as styles from './GameLabels.css';

export interface MarketNameProps {
  /** The feed's English market name ('1X2', '1st Half Asian Handicap'). */
  name: string;
}

/** A market's Korean label ('승무패', '전반 핸디캡'); an unlabelled market keeps its English, marked as English for screen readers. */
export function MarketName({ name }: MarketNameProps) {
  const labelled = hasMarketLabel(name);
  return (
    <span className={styles.market} data-state={labelled ? 'labelled' : 'unlabelled'} lang={labelled ? undefined : 'en'}>
      {marketLabel(name)}
    </span>
  );
}

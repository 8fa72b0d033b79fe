import { Link } from 'react-router-dom';
import type { BetStyle } from '@betkit/domain';
import { boardStyles, mobileBetStylePaths } from './betStylePaths';
import { prematchLabels } from './labels';
import * as styles from './Sports.css';

/** The bet styles' boards as links, for the mobile layout (desktop has them in the top bar's tabs). */
export function BetStyleNav({ current }: { current: BetStyle }) {
  return (
    <nav aria-label={prematchLabels.styles} className={styles.styleNav}>
      {boardStyles.map((style) => (
        <Link key={style} to={mobileBetStylePaths[style]} className={styles.styleLink} aria-current={style === current ? 'page' : undefined}>
          {prematchLabels.styleNames[style]}
        </Link>
      ))}
    </nav>
  );
}

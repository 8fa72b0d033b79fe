import type { BettingUser, ConversionKind } from '@betkit/domain';
import { Button } from '../button/Button';
import { mergeLabels } from '../labels';
import { MoneyText } from '../money-text/MoneyText';
import * as styles from './BalanceStrip.css';
import { balanceStripLabels, type BalanceStripLabels } from './labels';

/** The layouts of the strip. */
export const balanceStripVariants = ['panel', 'bar', 'mobile'] as const;
/** The conversions the strip offers, in the spec's order (points, then comp). */
export const balanceStripConversions = ['point', 'comp'] as const satisfies readonly ConversionKind[];

/** The balances the strip shows. */
export type BalanceStripBalances = Pick<BettingUser, 'emoney' | 'point' | 'comp'>;

export interface BalanceStripProps {
  /** Money (emoney, won), points and comps held. */
  balances: BalanceStripBalances;
  /** Called with the conversion the member asked for; without it the strip shows no conversion buttons. */
  onConvert?: (kind: ConversionKind) => void;
  /** 'panel' inside the member panel, 'bar' a row of its own, 'mobile' the 424 px layout. */
  variant?: (typeof balanceStripVariants)[number];
  /** Overrides of the Korean labels. */
  labels?: BalanceStripLabels;
}

/** The member's money, points and comps, with the point and comp conversion buttons (spec section 2). */
export function BalanceStrip({ balances, onConvert, variant = 'panel', labels }: BalanceStripProps) {
  const words = mergeLabels(balanceStripLabels, labels);
  const rows = [
    { key: 'money', term: words.money, amount: balances.emoney, sign: 'prefix', weight: 'bold' },
    { key: 'point', term: words.point, amount: balances.point, sign: 'none', weight: 'regular' },
    { key: 'comp', term: words.comp, amount: balances.comp, sign: 'none', weight: 'regular' },
  ] as const;
  return (
    <div className={styles.strip({ variant })} role="group" aria-label={words.strip} data-variant={variant}>
      <dl className={styles.balances({ variant })}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row({ variant })} data-balance={row.key}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>
              <MoneyText amount={row.amount} sign={row.sign} weight={row.weight} />
            </dd>
          </div>
        ))}
      </dl>
      {onConvert ? (
        <div className={styles.actions} role="group" aria-label={words.conversions}>
          {balanceStripConversions.map((kind) => (
            <Button key={kind} variant="secondary" size="sm" onClick={() => onConvert(kind)}>
              {kind === 'point' ? words.convertPoint : words.convertComp}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

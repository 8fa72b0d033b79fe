import { useId, type ReactNode } from 'react';
import type { ConversionKind } from '@betkit/domain';
import { balanceStripConversions } from '../balance-strip/BalanceStrip';
import { ConversionForm } from '../conversion-form/ConversionForm';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import * as styles from './MyWallet.css';
import { myWalletLabels, type MyWalletLabels } from './labels';

export interface MyWalletProps {
  /** What the member holds of each convertible kind. */
  held: Record<ConversionKind, number>;
  /** Converts `amount` of `kind` into money; resolves with the server's text, if any (as ConversionForm's). */
  onConvert: (kind: ConversionKind, amount: number) => Promise<string | void>;
  /** The account enquiry's button, on the title's row. */
  accountEnquiry: ReactNode;
  /** The balances (a BalanceStrip). */
  balances: ReactNode;
  /** The deposit and the withdrawal histories. */
  depositHistory: ReactNode;
  withdrawHistory: ReactNode;
  labels?: MyWalletLabels;
}

/** One part of the wallet, named by its h2. */
function WalletPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The member's wallet in one page: balances, both conversions, the account enquiry and the two histories. */
export function MyWallet({ held, onConvert, accountEnquiry, balances, depositHistory, withdrawHistory, labels: overrides }: MyWalletProps) {
  const labels = mergeLabels(myWalletLabels, overrides);
  return (
    <PageSection title={labels.title} width="overview" action={() => accountEnquiry}>
      <section className={styles.section} aria-label={labels.balances}>
        {balances}
      </section>
      <WalletPart title={labels.conversions}>
        <div className={styles.forms}>
          {balanceStripConversions.map((kind) => (
            <ConversionForm key={kind} kind={kind} held={held[kind]} onConvert={(amount) => onConvert(kind, amount)} />
          ))}
        </div>
      </WalletPart>
      <WalletPart title={labels.depositHistory}>{depositHistory}</WalletPart>
      <WalletPart title={labels.withdrawHistory}>{withdrawHistory}</WalletPart>
    </PageSection>
  );
}

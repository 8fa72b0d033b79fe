import type { ReactNode } from 'react';
import { balanceStripConversions, ConversionForm, PageSection, useIsMobile } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import { useSession } from '../app/session';
import * as styles from './MyWalletPage.css';
import WalletStrip from './WalletStrip';
import { useConversion } from './walletConversion';
import { AccountEnquiryButton } from './walletEnquiry';
import { walletLabels } from './walletLabels';

/** One part of the wallet, named by its h2. */
function WalletPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The wallet's body for a logged-in member: balances, both conversions, the account enquiry and the two histories. */
function MyWallet() {
  const { user } = useSession();
  const mobile = useIsMobile();
  const convert = useConversion();
  if (!user) return null;
  return (
    <PageSection title={walletLabels.title} width="overview" action={() => <AccountEnquiryButton size="sm" />}>
      <section className={styles.section} aria-label={walletLabels.balances}>
        <WalletStrip variant={mobile ? 'mobile' : 'bar'} />
      </section>
      <WalletPart id="wallet-conversions" title={walletLabels.conversions}>
        <div className={styles.forms}>
          {balanceStripConversions.map((kind) => (
            <ConversionForm key={kind} kind={kind} held={kind === 'point' ? user.point : user.comp} onConvert={(amount) => convert(kind, amount)} />
          ))}
        </div>
      </WalletPart>
      <WalletPart id="wallet-deposits" title={walletLabels.depositHistory}>
        <ChargeHistoryPanel memberId={user.id} depositMode={0} />
      </WalletPart>
      <WalletPart id="wallet-withdrawals" title={walletLabels.withdrawHistory}>
        <ChargeHistoryPanel memberId={user.id} depositMode={1} />
      </WalletPart>
    </PageSection>
  );
}

/** /mywallet (members only): balances, conversions and the deposit and withdrawal histories in one page. */
export default function MyWalletPage() {
  return (
    <RequireMember>
      <MyWallet />
    </RequireMember>
  );
}

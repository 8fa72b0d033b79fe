import { ConversionForm } from '@betkit/ui';
import { balanceStripConversions } from '@betkit/ui';
import { useIsMobile } from '../app/useIsMobile';
import { RequireMember } from '../app/RequireMember';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import { useSession } from '../app/session';
import * as styles from './MyWalletPage.css';
import WalletStrip from './WalletStrip';
import { useConversion } from './walletConversion';
import { AccountEnquiryButton } from './walletEnquiry';
import { walletLabels } from './walletLabels';

/** The wallet's body for a logged-in member: balances, both conversions, the account enquiry and the two histories. */
function MyWallet() {
  const { user } = useSession();
  const mobile = useIsMobile();
  const convert = useConversion();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{walletLabels.title}</h1>
        <AccountEnquiryButton size="sm" />
      </header>
      <section className={styles.section} aria-label={walletLabels.balances}>
        <WalletStrip variant={mobile ? 'mobile' : 'bar'} />
      </section>
      <section className={styles.section} aria-labelledby="wallet-conversions">
        <h2 id="wallet-conversions" className={styles.sectionTitle}>
          {walletLabels.conversions}
        </h2>
        <div className={styles.forms}>
          {balanceStripConversions.map((kind) => (
            <ConversionForm key={kind} kind={kind} held={kind === 'point' ? user.point : user.comp} onConvert={(amount) => convert(kind, amount)} />
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="wallet-deposits">
        <h2 id="wallet-deposits" className={styles.sectionTitle}>
          {walletLabels.depositHistory}
        </h2>
        <ChargeHistoryPanel memberId={user.id} depositMode={0} />
      </section>
      <section className={styles.section} aria-labelledby="wallet-withdrawals">
        <h2 id="wallet-withdrawals" className={styles.sectionTitle}>
          {walletLabels.withdrawHistory}
        </h2>
        <ChargeHistoryPanel memberId={user.id} depositMode={1} />
      </section>
    </div>
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

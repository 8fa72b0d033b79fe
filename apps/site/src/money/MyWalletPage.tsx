import { MyWallet, useIsMobile } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import { useSession } from '../app/session';
import WalletStrip from './WalletStrip';
import { useConversion } from './walletConversion';
import { AccountEnquiryButton } from './walletEnquiry';

/** The wallet of the logged-in member: its balances, conversions, account enquiry and histories wired to their reads and writes. */
function MemberWallet() {
  const { user } = useSession();
  const mobile = useIsMobile();
  const convert = useConversion();
  if (!user) return null;
  return (
    <MyWallet
      held={{ point: user.point, comp: user.comp }}
      onConvert={convert}
      accountEnquiry={<AccountEnquiryButton size="sm" />}
      balances={<WalletStrip variant={mobile ? 'mobile' : 'bar'} />}
      depositHistory={<ChargeHistoryPanel memberId={user.id} depositMode={0} />}
      withdrawHistory={<ChargeHistoryPanel memberId={user.id} depositMode={1} />}
    />
  );
}

/** /mywallet (members only): balances, conversions and the deposit and withdrawal histories in one page. */
export default function MyWalletPage() {
  return (
    <RequireMember>
      <MemberWallet />
    </RequireMember>
  );
}

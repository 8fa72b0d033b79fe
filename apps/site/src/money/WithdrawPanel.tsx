import { isBankMaintenance, type SiteUser } from '@betkit/domain';
import { useIsMobile, WithdrawForm, WithdrawPanel as WithdrawPanelView } from '@betkit/ui';
import { useBankName } from '../app/queries';
import { useNow } from '../app/useNow';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import { useWithdrawRequest } from './withdrawRequest';

/** The withdrawal request form of a member, with the bank window read from the site's clock. */
function WithdrawRequest({ user }: { user: SiteUser }) {
  const now = useNow();
  const submit = useWithdrawRequest(user);
  const bankName = useBankName(user.bankCode);
  return (
    <WithdrawForm
      emoney={user.emoney}
      role={user.role}
      maintenance={isBankMaintenance(now)}
      accountHolder={user.accountHolder}
      bankName={bankName}
      bankAccountNumber={user.bankAccountNumber}
      onSubmit={submit}
    />
  );
}

/** The withdrawal screen's body (page and dialog): the member's request form and withdrawal history. */
export function WithdrawPanel({ user }: { user: SiteUser }) {
  const mobile = useIsMobile();
  return <WithdrawPanelView mobile={mobile} form={<WithdrawRequest user={user} />} history={<ChargeHistoryPanel memberId={user.id} depositMode={1} />} />;
}

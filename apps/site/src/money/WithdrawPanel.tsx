import { isBankMaintenance, type SiteUser } from '@betkit/domain';
import { Tabs, WithdrawForm } from '@betkit/ui';
import { useNow } from '../app/useNow';
import { useIsMobile } from '../app/useIsMobile';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import * as styles from './withdraw.css';
import { withdrawLabels } from './withdrawLabels';
import { useBankName } from '../app/queries';
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

/**
 * The withdrawal screen's body (page and dialog): on mobile two tabs, request and history; on desktop the form
 * with the withdrawal history beside it.
 */
export function WithdrawPanel({ user }: { user: SiteUser }) {
  const mobile = useIsMobile();
  const history = <ChargeHistoryPanel memberId={user.id} depositMode={1} />;
  if (mobile) {
    return (
      <Tabs
        label={withdrawLabels.tabList}
        fullWidth
        items={[
          { value: 'request', label: withdrawLabels.requestTab, content: <WithdrawRequest user={user} /> },
          { value: 'history', label: withdrawLabels.historyTab, content: history },
        ]}
      />
    );
  }
  return (
    <div className={styles.columns}>
      <div className={styles.formColumn}>
        <WithdrawRequest user={user} />
      </div>
      <section className={styles.historyColumn} aria-labelledby="withdraw-history-title">
        <h2 id="withdraw-history-title" className={styles.subtitle}>
          {withdrawLabels.historyTitle}
        </h2>
        {history}
      </section>
    </div>
  );
}

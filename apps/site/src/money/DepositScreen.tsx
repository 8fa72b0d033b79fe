import { useState } from 'react';
import type { SiteUser } from '@betkit/domain';
import { DepositForm, DepositPanel, type DepositPanelTab, LoadState, useIsMobile } from '@betkit/ui';
import { ChargeHistoryPanel } from './ChargeHistoryPanel';
import { useDepositActions } from './depositActions';
import { useDepositData } from './queries';
import { depositLabels } from './depositLabels';

export interface DepositScreenProps {
  /** The logged-in member. */
  user: SiteUser;
  /** 2 on the /deposit page (under its h1), 3 in the dialog (under its title). */
  headingLevel?: 2 | 3;
}

/** The deposit screen's container: the form joined to the api, the member's deposit history beside it. */
export function DepositScreen({ user, headingLevel = 3 }: DepositScreenProps) {
  const mobile = useIsMobile();
  const data = useDepositData(user);
  const actions = useDepositActions(user);
  const [tab, setTab] = useState<DepositPanelTab>('request');
  const form = data.loading ? (
    <LoadState state="loading" layout="list" message={depositLabels.loading} />
  ) : (
    <DepositForm
      bonuses={data.bonuses}
      rulesHtml={data.rules?.html}
      rulesTitle={data.rules?.title}
      account={actions.account}
      checkingAccount={actions.checkingAccount}
      onCheckAccount={actions.checkAccount}
      memberAccount={data.memberAccount}
      defaultDepositorName={user.accountHolder ?? ''}
      mobile={mobile}
      busy={actions.submitting}
      onSubmit={actions.submit}
      claimingCoupon={actions.claimingCoupon}
      onClaimCoupon={actions.claimCoupon}
      headingLevel={headingLevel}
    />
  );
  return <DepositPanel mobile={mobile} form={form} history={<ChargeHistoryPanel memberId={user.id} depositMode={0} />} tab={tab} onTabChange={setTab} headingLevel={headingLevel} />;
}

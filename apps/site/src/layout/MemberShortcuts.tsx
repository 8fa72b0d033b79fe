import { lazy, useEffect, useRef } from 'react';
import { useAccountDialogs } from '../account/accountDialogs';
import { useDepositDialog, useWithdrawDialog } from '../money/moneyDialogs';
import { useWalletDialogs } from '../money/walletDialogs';
import { useMemberOnlyDialog } from '../money/useMemberOnlyDialog';

const RouletteDialogHost = lazy(() => import('../money/RouletteDialogHost'));

/** A member shortcut of the header or the bottom bar (spec 2). */
export type ShortcutAction = 'deposit' | 'withdraw' | 'userInfo' | 'myPage' | 'point' | 'comp' | 'roulette';

/** One press of a shortcut; the id tells two presses of the same one apart. */
export interface ShortcutRequest {
  action: ShortcutAction;
  id: number;
}

/**
 * The dialogs behind the header's and the bottom bar's member shortcuts, in a chunk that loads on the first press:
 * each new request opens its dialog (deposit, withdraw and roulette ask a guest to log in). Once loaded they stay mounted, so
 * closing one returns focus to the button that opened it.
 */
export default function ShortcutDialogs({ request }: { request: ShortcutRequest }) {
  const account = useAccountDialogs();
  const wallet = useWalletDialogs();
  const deposit = useDepositDialog();
  const withdraw = useWithdrawDialog();
  const roulette = useMemberOnlyDialog(RouletteDialogHost);
  const open = {
    roulette: roulette.openDialog,
    deposit: deposit.openDialog,
    withdraw: withdraw.openDialog,
    userInfo: account.openUserInfo,
    myPage: () => account.openMyPage(),
    point: () => wallet.openDialog('point'),
    comp: () => wallet.openDialog('comp'),
  };
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    latest.current[request.action]();
  }, [request]);
  return (
    <>
      {account.dialog}
      {wallet.dialog}
      {deposit.dialog}
      {withdraw.dialog}
      {roulette.dialog}
    </>
  );
}

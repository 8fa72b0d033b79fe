import { lazy } from 'react';
import { useMemberOnlyDialog } from './useMemberOnlyDialog';

// Each dialog (and, inside it, its form) downloads when the member first opens it.
const DepositDialog = lazy(() => import('./DepositDialog'));
const WithdrawDialog = lazy(() => import('./WithdrawDialog'));

/** The deposit dialog for the shell: `const { openDialog, dialog } = useDepositDialog()`. */
export const useDepositDialog = () => useMemberOnlyDialog(DepositDialog);

/** The withdraw dialog for the shell: `const { openDialog, dialog } = useWithdrawDialog()`. */
export const useWithdrawDialog = () => useMemberOnlyDialog(WithdrawDialog);

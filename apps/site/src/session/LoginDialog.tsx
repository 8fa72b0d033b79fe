import { Dialog, LoggedOutPanel, type LoginCredentials } from '@betkit/ui';
import type { VisitorDialog } from '../visitor/visitorDialogs';
import { sessionLabels } from './labels';

/** The login dialog (submit check 1 and member-only controls); loaded when first opened. */
export default function LoginDialog({
  open,
  onOpenChange,
  onLogin,
  onVisitorDialog,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  /** Sign-up, non-member support or password recovery, in place of this dialog. */
  onVisitorDialog: (kind: VisitorDialog) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={sessionLabels.loginTitle} width={400}>
      <LoggedOutPanel
        onLogin={onLogin}
        onSignUp={() => onVisitorDialog('join')}
        onNonMember={() => onVisitorDialog('nonMember')}
        onFindPassword={() => onVisitorDialog('findPassword')}
        variant="mobile"
      />
    </Dialog>
  );
}

import { Dialog, LoggedOutPanel, type LoginCredentials } from '@betkit/ui';
import { sessionLabels } from './labels';

/** The login dialog (submit check 1 and member-only controls); loaded when first opened. */
export default function LoginDialog({
  open,
  onOpenChange,
  onLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={sessionLabels.loginTitle} width={400}>
      <LoggedOutPanel onLogin={onLogin} variant="mobile" />
    </Dialog>
  );
}

import { useNavigate } from 'react-router-dom';
import { UserInfoDialog } from '@betkit/ui';
import { partnerPath } from '../app/paths';
import { renderRouterLink } from '../app/routerLinks';
import { useSession } from '../app/session';
import { useMemberDialog } from './memberDialog';

export interface UserInfoDialogHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens my page; `focusPassword` when the member asked for the password change. */
  onMyPage: (focusPassword: boolean) => void;
}

/** The user-info dialog (spec 2) of the logged-in member, with the point and comp dialogs over it. */
export default function UserInfoDialogHost({ open, onOpenChange, onMyPage }: UserInfoDialogHostProps) {
  const { user, unreadCount } = useSession();
  const member = useMemberDialog(open, onOpenChange);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <>
      <UserInfoDialog
        {...member.props}
        user={user}
        onChangePassword={() => onMyPage(true)}
        onMyPage={() => onMyPage(false)}
        onPartnerManagement={() => {
          onOpenChange(false);
          navigate(partnerPath);
        }}
        unreadCount={unreadCount}
        renderLink={renderRouterLink}
      />
      {member.walletDialog}
    </>
  );
}

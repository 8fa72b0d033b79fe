import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isLoggedInAdmin } from '@betkit/domain';
import { BackOfficeNotice } from '@betkit/ui';
import { useSession } from '../app/session';
import { homePath } from '../app/paths';

/**
 * /admin, where the admin guard sends a back-office admin (spec 4). The back office is another application; this
 * front-end says so and offers the logout. Not in spec: anyone else who opens /admin is sent home.
 */
export default function AdminScreen() {
  const { user, logOut } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  if (!isLoggedInAdmin(user)) return <Navigate to={homePath} replace />;
  const onLogout = () => {
    if (loggingOut) return;
    setLoggingOut(true);
    void logOut().finally(() => setLoggingOut(false));
  };
  return <BackOfficeNotice nickname={user?.nickname} onLogout={onLogout} loggingOut={loggingOut} />;
}

import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../app/session';
import { logoutPageLabels } from './labels';
import { homePath } from '../app/paths';

/** /logout (spec 2): logs out as the header's button does (clears the stored user and session, goes to /). */
export default function LogoutPage() {
  const { user, logOut } = useSession();
  const navigate = useNavigate();
  const leave = useEffectEvent(() => {
    if (user) void logOut();
    else navigate(homePath, { replace: true });
  });
  const signedIn = user !== null;
  // Once on arrival, and once more when the session has ended, to leave the page.
  useEffect(() => leave(), [signedIn]);
  return <p role="status">{logoutPageLabels.leaving}</p>;
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { maintenanceRedirect } from '@betkit/domain';
import { MaintenancePage } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useSiteSettings } from './queries';

/**
 * /maintenance (spec 4 "Maintenance"): the whole site while the switch is on, outside the layout (no menus lead
 * anywhere). The settings are read again every 30 s; when the switch is off the member goes back to '/'. Its two
 * pictures are the site's public /images files, the page's default.
 */
export default function MaintenanceScreen() {
  const settings = useSiteSettings();
  const { maintenanceTestHost } = useSite();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const siteNoticeFlg = settings?.siteNoticeFlg;
  useEffect(() => {
    const target = maintenanceRedirect({
      siteNoticeFlg,
      pathname,
      host: window.location.hostname,
      testHost: maintenanceTestHost,
    });
    if (target !== null) navigate(target, { replace: true });
  }, [siteNoticeFlg, pathname, maintenanceTestHost, navigate]);
  return <MaintenancePage />;
}

import { Outlet } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { DashboardShell } from '../../../components/layouts/dashboard-shell.tsx';
import { NotificationsMenu } from '../../../features/notifications/components/notifications-menu.tsx';
import { useAccountIdentity } from '../../../features/profile/api/index.ts';
import { useSettings } from '../../../features/settings/api/index.ts';
import { sidebarLinksOf } from '../../dashboard-pages.ts';

/** The dashboard's frame; the header shows the saved profile's name and avatar (the token's until it loads). */
export function DashboardLayout({ role }: { role: Role }) {
  const account = useAccountIdentity();
  // Loading the settings applies their theme and time zone, and the server's answer sets the theme
  // cookie: a sign-in on a new browser takes the saved theme at once and keeps it from the next load on.
  useSettings();
  return (
    <DashboardShell role={role} links={sidebarLinksOf(role)} account={account} notifications={<NotificationsMenu role={role} />}>
      <Outlet />
    </DashboardShell>
  );
}

import { Outlet } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { DashboardShell } from '../../../components/layouts/dashboard-shell.tsx';
import { NotificationsMenu } from '../../../features/notifications/components/notifications-menu.tsx';
import { useAccountIdentity } from '../../../features/profile/api/index.ts';

/** The dashboard's frame; the header shows the saved profile's name and avatar (the token's until it loads). */
export function DashboardLayout({ role }: { role: Role }) {
  const account = useAccountIdentity();
  return (
    <DashboardShell role={role} account={account} notifications={<NotificationsMenu role={role} />}>
      <Outlet />
    </DashboardShell>
  );
}

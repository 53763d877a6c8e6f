import { Outlet } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { DashboardShell } from '../../../components/layouts/dashboard-shell.tsx';

export function DashboardLayout({ role }: { role: Role }) {
  return (
    <DashboardShell role={role}>
      <Outlet />
    </DashboardShell>
  );
}

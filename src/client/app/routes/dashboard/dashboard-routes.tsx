import { Route, Routes } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { dashboardPagesOf } from '../../dashboard-pages.ts';
import { Guarded } from '../../guarded.tsx';
import { requireDashboardRole } from '../../guards.ts';
import { PublicLayout } from '../../layouts/public-layout.tsx';
import { ROUTE_MODULES } from '../../route-modules.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DashboardPageRoute } from './dashboard-page.tsx';

const NotFound = ROUTE_MODULES.notFound.Component;

/**
 * A role's dashboard under `/{role}_dashboard/*`, loaded on the first visit to it: the public
 * pages' first load carries none of its route table.
 */
export default function DashboardRoutes({ role }: { role: Role }) {
  return (
    <Routes>
      <Route
        element={
          <Guarded guard={requireDashboardRole(role)}>
            <DashboardLayout role={role} />
          </Guarded>
        }
      >
        {dashboardPagesOf(role).map((entry) =>
          entry.page === 'overview' ? (
            <Route key={entry.page} index element={<DashboardPageRoute role={role} entry={entry} />} />
          ) : (
            // My Deals and Reviews route their own pages under them (routes/dashboard/proposals.tsx).
            <Route key={entry.page} path={entry.nested ? `${entry.page}/*` : entry.page} element={<DashboardPageRoute role={role} entry={entry} />} />
          ),
        )}
      </Route>
      {/* A page another role's dashboard lacks is not routed: its address shows the 404 page. */}
      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

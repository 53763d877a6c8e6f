import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { hasDashboardPage, type DashboardPage } from '../../../config/paths.ts';
import { Guarded } from '../../guarded.tsx';
import { requireDashboardRole } from '../../guards.ts';
import { PublicLayout } from '../../layouts/public-layout.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

const DashboardPageRoute = lazy(() => import('./dashboard-page.tsx').then((module) => ({ default: module.DashboardPageRoute })));
const NotFound = lazy(() => import('../not-found.tsx'));

const DASHBOARD_PAGES: Exclude<DashboardPage, 'overview'>[] = [
  'live-deals',
  'stats',
  'messages',
  'profile',
  'settings',
  'notifications',
  'kyc',
  'wallet',
  'payments',
  'portfolio',
  'users',
  'audit',
  'outbox',
  'deals',
  'reviews',
];

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
        <Route index element={<DashboardPageRoute role={role} page="overview" />} />
        {DASHBOARD_PAGES.filter((page) => hasDashboardPage(role, page)).map((page) => (
          // My Deals and Reviews route their own pages under them (routes/dashboard/proposals.tsx).
          <Route key={page} path={page === 'deals' || page === 'reviews' ? `${page}/*` : page} element={<DashboardPageRoute role={role} page={page} />} />
        ))}
      </Route>
      {/* A page another role's dashboard lacks is not routed: its address shows the 404 page. */}
      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { ROLES } from '../../shared/roles.ts';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import type { DashboardPage } from '../config/paths.ts';
import { requireDashboardRole, requireRole, requireSession, userMenuRedirect } from './guards.ts';
import NotFoundRoute from './routes/not-found.tsx';

/** Each page's code loads when it is first visited, so no page pays for another's. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const DASHBOARD_PAGES: DashboardPage[] = ['live-deals', 'stats', 'profile', 'settings'];

const roleRoutes: RouteObject[] = ROLES.flatMap((role): RouteObject[] => [
  {
    path: `sign_in/${role}`,
    loader: requireRole(role),
    lazy: async () => {
      const { RoleHome } = await import('./routes/role-home.tsx');
      return { Component: () => <RoleHome role={role} /> };
    },
  },
]);

const dashboardRoutes: RouteObject[] = ROLES.map((role) => ({
  path: `${role}_dashboard`,
  loader: requireDashboardRole(role),
  lazy: async () => {
    const { DashboardLayout } = await import('./routes/dashboard/dashboard-layout.tsx');
    return { Component: () => <DashboardLayout role={role} /> };
  },
  children: (['overview', ...DASHBOARD_PAGES] as DashboardPage[]).map((pageName) => ({
    ...(pageName === 'overview' ? { index: true } : { path: pageName }),
    lazy: async () => {
      const { DashboardPageRoute } = await import('./routes/dashboard/dashboard-page.tsx');
      return { Component: () => <DashboardPageRoute role={role} page={pageName} /> };
    },
  })),
}));

const userMenuRoutes: RouteObject[] = [...ROLES, 'guest' as const].flatMap((role) =>
  (['profile', 'settings'] as const).map((target) => ({ path: `${role}/${target}`, loader: userMenuRedirect(role, target) })),
);

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('./routes/home.tsx')) },
          { path: 'properties', ...page(() => import('./routes/properties.tsx')) },
          { path: 'properties/:id', ...page(() => import('./routes/property-detail.tsx')) },
          { path: 'how-it-works', ...page(() => import('./routes/how-it-works.tsx')) },
          { path: 'knowledge-center', ...page(() => import('./routes/knowledge-center.tsx')) },
          { path: 'about', ...page(() => import('./routes/about.tsx')) },
          { path: 'contact', ...page(() => import('./routes/contact.tsx')) },
          { path: 'login', ...page(() => import('./routes/login.tsx')) },
          { path: 'signin', ...page(() => import('./routes/login.tsx')) },
          { path: 'register', ...page(() => import('./routes/register.tsx')) },
          { path: 'dashboard', loader: requireSession, ...page(() => import('./routes/dashboard-selector.tsx')) },
          ...roleRoutes,
          { path: 'not-found', Component: NotFoundRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
      ...dashboardRoutes,
      ...userMenuRoutes,
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

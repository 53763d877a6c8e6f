import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { ROLES } from '../../shared/roles.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { hasDashboardPage, type DashboardPage } from '../config/paths.ts';
import { useSession } from '../lib/use-session.ts';
import { requireDashboardRole, requireRole, requireSession, userMenuTarget, type Guard } from './guards.ts';

/*
 * Declarative routes rather than a data router: loaders were used only as guards, and the data
 * router costs 16 KB gzip of the first-load budget (README, "Quality and performance").
 * Each page's code loads when it is first visited, so no page pays for another's.
 */
const Home = lazy(() => import('./routes/home.tsx'));
const Properties = lazy(() => import('./routes/properties.tsx'));
const PropertyDetail = lazy(() => import('./routes/property-detail.tsx'));
const HowItWorks = lazy(() => import('./routes/how-it-works.tsx'));
const KnowledgeCenter = lazy(() => import('./routes/knowledge-center.tsx'));
const About = lazy(() => import('./routes/about.tsx'));
const Contact = lazy(() => import('./routes/contact.tsx'));
const Login = lazy(() => import('./routes/login.tsx'));
const Register = lazy(() => import('./routes/register.tsx'));
const NotFound = lazy(() => import('./routes/not-found.tsx'));
const DashboardSelector = lazy(() => import('./routes/dashboard-selector.tsx'));
const RoleHome = lazy(() => import('./routes/role-home.tsx').then((module) => ({ default: module.RoleHome })));
const DashboardLayout = lazy(() =>
  import('./routes/dashboard/dashboard-layout.tsx').then((module) => ({ default: module.DashboardLayout })),
);
const DashboardPageRoute = lazy(() =>
  import('./routes/dashboard/dashboard-page.tsx').then((module) => ({ default: module.DashboardPageRoute })),
);

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
  'deals',
  'reviews',
];

/**
 * Renders the route only when the guard lets the session in. It reads the session on every
 * render, so each navigation checks the token's expiry (spec §4, §6), and a session that ends
 * sends the user away at once.
 */
function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const target = guard(useSession());
  return target ? <Navigate to={target} replace /> : children;
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<Home />} />
            <Route path="properties" element={<Properties />} />
            <Route path="properties/:id" element={<PropertyDetail />} />
            <Route path="how-it-works" element={<HowItWorks />} />
            <Route path="knowledge-center" element={<KnowledgeCenter />} />
            <Route path="about" element={<About />} />
            <Route path="contact" element={<Contact />} />
            <Route path="login" element={<Login />} />
            <Route path="signin" element={<Login />} />
            <Route path="register" element={<Register />} />
            <Route
              path="dashboard"
              element={
                <Guarded guard={requireSession}>
                  <DashboardSelector />
                </Guarded>
              }
            />
            {ROLES.map((role) => (
              <Route
                key={role}
                path={`sign_in/${role}`}
                element={
                  <Guarded guard={requireRole(role)}>
                    <RoleHome role={role} />
                  </Guarded>
                }
              />
            ))}
            <Route path="not-found" element={<NotFound />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          {ROLES.map((role) => (
            <Route
              key={role}
              path={`${role}_dashboard`}
              element={
                <Guarded guard={requireDashboardRole(role)}>
                  <DashboardLayout role={role} />
                </Guarded>
              }
            >
              <Route index element={<DashboardPageRoute role={role} page="overview" />} />
              {/* A page another role's dashboard lacks is not routed here: its address shows the 404 page. */}
              {DASHBOARD_PAGES.filter((page) => hasDashboardPage(role, page)).map((page) => (
                // My Deals and Reviews route their own pages under them (routes/dashboard/proposals.tsx).
                <Route key={page} path={page === 'deals' || page === 'reviews' ? `${page}/*` : page} element={<DashboardPageRoute role={role} page={page} />} />
              ))}
            </Route>
          ))}
          {[...ROLES, 'guest' as const].flatMap((role) =>
            (['profile', 'settings'] as const).map((page) => (
              <Route key={`${role}/${page}`} path={`${role}/${page}`} element={<Navigate to={userMenuTarget(role, page)} replace />} />
            )),
          )}
        </Routes>
      </Suspense>
    </>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { ROLES } from '../../shared/roles.ts';
import { paths } from '../config/paths.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Guarded } from './guarded.tsx';
import { requireRole, requireSession, userMenuTarget } from './guards.ts';

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
const VerifyEmail = lazy(() => import('./routes/verify-email.tsx'));
const NotFound = lazy(() => import('./routes/not-found.tsx'));
const DashboardSelector = lazy(() => import('./routes/dashboard-selector.tsx'));
const RoleHome = lazy(() => import('./routes/role-home.tsx').then((module) => ({ default: module.RoleHome })));
const DashboardRoutes = lazy(() => import('./routes/dashboard/dashboard-routes.tsx'));

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
            <Route path={paths.verifyEmail} element={<VerifyEmail />} />
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
            <Route key={role} path={`${role}_dashboard/*`} element={<DashboardRoutes role={role} />} />
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

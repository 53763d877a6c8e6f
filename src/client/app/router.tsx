import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { ROLES } from '../../shared/roles.ts';
import { paths } from '../config/paths.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Guarded } from './guarded.tsx';
import { requireRole, requireSession, userMenuTarget } from './guards.ts';
import { ROUTE_MODULES } from './route-modules.ts';

/*
 * Declarative routes rather than a data router: loaders were used only as guards, and the data
 * router costs 16 KB gzip of the first-load budget (README, "Quality and performance").
 * Each page's code loads when it is first visited (route-modules.ts), so no page pays for another's.
 */
const {
  home: { Component: Home },
  properties: { Component: Properties },
  property: { Component: PropertyDetail },
  proposer: { Component: Proposer },
  howItWorks: { Component: HowItWorks },
  knowledgeCenter: { Component: KnowledgeCenter },
  about: { Component: About },
  contact: { Component: Contact },
  login: { Component: Login },
  register: { Component: Register },
  verifyEmail: { Component: VerifyEmail },
  notFound: { Component: NotFound },
  dashboardSelector: { Component: DashboardSelector },
  roleHome: { Component: RoleHome },
  dashboards: { Component: DashboardRoutes },
} = ROUTE_MODULES;

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
            <Route path={paths.properties} element={<Properties />} />
            <Route path={paths.propertyPattern} element={<PropertyDetail />} />
            <Route path={paths.proposerPattern} element={<Proposer />} />
            <Route path={paths.howItWorks} element={<HowItWorks />} />
            <Route path={paths.knowledgeCenter} element={<KnowledgeCenter />} />
            <Route path={paths.about} element={<About />} />
            <Route path={paths.contact} element={<Contact />} />
            <Route path={paths.login} element={<Login />} />
            <Route path={paths.signin} element={<Login />} />
            <Route path={paths.register} element={<Register />} />
            <Route path={paths.verifyEmail} element={<VerifyEmail />} />
            <Route
              path={paths.dashboardSelector}
              element={
                <Guarded guard={requireSession}>
                  <DashboardSelector />
                </Guarded>
              }
            />
            {ROLES.map((role) => (
              <Route
                key={role}
                path={paths.roleHome(role)}
                element={
                  <Guarded guard={requireRole(role)}>
                    <RoleHome role={role} />
                  </Guarded>
                }
              />
            ))}
            <Route path={paths.notFound} element={<NotFound />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          {ROLES.map((role) => (
            <Route key={role} path={paths.dashboardPattern(role)} element={<DashboardRoutes role={role} />} />
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

import { lazy, Suspense, type ComponentType } from 'react';
import type { Role } from '../../../../shared/roles.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DashboardPage } from '../../../config/paths.ts';
import { msg, t } from '../../../lib/i18n.ts';

/** My Deals and Reviews title their own pages (the list, a deal's form and backers, a review). */
const TITLES: Record<Exclude<DashboardPage, 'overview' | 'deals' | 'reviews'>, string> = {
  'live-deals': msg('Live Deals'),
  stats: msg('Stats'),
  messages: msg('Messages'),
  profile: msg('Profile'),
  settings: msg('Settings'),
  notifications: msg('Notifications'),
  kyc: msg('KYC'),
  wallet: msg('Wallet'),
  payments: msg('Payments'),
  portfolio: msg('Portfolio'),
  users: msg('Users'),
  audit: msg('Audit Log'),
  outbox: msg('Outbox'),
};

/*
 * Each page loads on first visit, so Profile and Settings never pay for Chart.js, and nothing
 * here reaches the public pages' bundle (the route module itself is lazy too).
 */
const PAGES: Record<DashboardPage, ComponentType<{ role: Role }>> = {
  overview: lazy(() => import('../../../features/overview/pages/overview-page.tsx').then((m) => ({ default: m.OverviewPage }))),
  'live-deals': lazy(() => import('./live-deals.tsx').then((m) => ({ default: m.LiveDealsRoute }))),
  stats: lazy(() => import('../../../features/dashboard/pages/stats-page.tsx').then((m) => ({ default: m.StatsPage }))),
  messages: lazy(() =>
    import('../../../features/messages/pages/admin-messages-page.tsx').then((m) => ({ default: m.AdminMessagesPage })),
  ),
  profile: lazy(() => import('../../../features/profile/pages/profile-page.tsx').then((m) => ({ default: m.ProfilePage }))),
  settings: lazy(() => import('./settings.tsx').then((m) => ({ default: m.SettingsRoute }))),
  notifications: lazy(() =>
    import('../../../features/notifications/pages/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
  ),
  wallet: lazy(() => import('../../../features/wallet/pages/wallet-page.tsx').then((m) => ({ default: m.WalletPage }))),
  payments: lazy(() => import('../../../features/wallet/pages/payments-page.tsx').then((m) => ({ default: m.PaymentsPage }))),
  // The backer's form; the admin's queue is in ROLE_PAGES.
  kyc: lazy(() => import('../../../features/kyc/pages/kyc-page.tsx').then((m) => ({ default: m.KycPage }))),
  portfolio: lazy(() => import('../../../features/investing/pages/portfolio-page.tsx').then((m) => ({ default: m.PortfolioPage }))),
  users: lazy(() => import('../../../features/users/pages/admin-users-page.tsx').then((m) => ({ default: m.AdminUsersPage }))),
  audit: lazy(() => import('../../../features/audit/pages/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage }))),
  outbox: lazy(() => import('../../../features/outbox/pages/admin-outbox-page.tsx').then((m) => ({ default: m.AdminOutboxPage }))),
  deals: lazy(() => import('./proposals.tsx').then((m) => ({ default: m.DealsRoutes }))),
  reviews: lazy(() => import('./proposals.tsx').then((m) => ({ default: m.AdminReviewsRoutes }))),
};


/** A page whose address every role shares but whose content is a role's own, in a chunk of its own. */
const ROLE_PAGES: Partial<Record<Role, Partial<Record<DashboardPage, ComponentType<{ role: Role }>>>>> = {
  admin: {
    kyc: lazy(() => import('../../../features/kyc/pages/admin-kyc-page.tsx').then((m) => ({ default: m.AdminKycPage }))),
  },
};

function PageFallback() {
  return (
    <div className="flex min-h-64 items-center justify-center text-brand-700">
      <Spinner className="size-8" label={t('Loading page')} />
    </div>
  );
}

export function DashboardPageRoute({ role, page }: { role: Role; page: DashboardPage }) {
  const Page = ROLE_PAGES[role]?.[page] ?? PAGES[page];
  return (
    <>
      {page === 'overview' && <PageTitle title={t('{role, select, admin {Admin Dashboard} backer {Backer Dashboard} proposer {Proposer Dashboard} other {Guest Dashboard}}', { role })} />}
      {page !== 'overview' && page !== 'deals' && page !== 'reviews' && <PageTitle title={t(TITLES[page])} />}
      <Suspense fallback={<PageFallback />}>
        <Page role={role} />
      </Suspense>
    </>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { roleLabel, type Role } from '../../../../shared/roles.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DashboardPage } from '../../../config/paths.ts';

const TITLES: Record<Exclude<DashboardPage, 'overview'>, string> = {
  'live-deals': 'Live Deals',
  stats: 'Stats',
  messages: 'Messages',
  profile: 'Profile',
  settings: 'Settings',
  notifications: 'Notifications',
  kyc: 'KYC',
  wallet: 'Wallet',
  payments: 'Payments',
  portfolio: 'Portfolio',
  deals: 'My Deals',
  reviews: 'Reviews',
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
  settings: lazy(() => import('../../../features/settings/pages/settings-page.tsx').then((m) => ({ default: m.SettingsPage }))),
  notifications: lazy(() =>
    import('../../../features/notifications/pages/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
  ),
  wallet: lazy(() => import('../../../features/wallet/pages/wallet-page.tsx').then((m) => ({ default: m.WalletPage }))),
  payments: lazy(() => import('../../../features/wallet/pages/payments-page.tsx').then((m) => ({ default: m.PaymentsPage }))),
  // The backer's form; the admin's queue is in ROLE_PAGES.
  kyc: lazy(() => import('../../../features/kyc/pages/kyc-page.tsx').then((m) => ({ default: m.KycPage }))),
  portfolio: lazy(() => import('../../../features/investing/pages/portfolio-page.tsx').then((m) => ({ default: m.PortfolioPage }))),
  deals: lazy(() => import('../../../features/proposals/pages/my-deals-page.tsx').then((m) => ({ default: m.MyDealsPage }))),
  reviews: lazy(() => import('../../../features/proposals/pages/review-queue-page.tsx').then((m) => ({ default: m.ReviewQueuePage }))),
};

/** Pages under a dashboard page: the deal form (new and saved) and one deal's review; each sets its own title. */
const DETAIL_PAGES = {
  'new-deal': lazy(() => import('../../../features/proposals/pages/deal-editor-page.tsx').then((m) => ({ default: m.NewDealPage }))),
  deal: lazy(() => import('../../../features/proposals/pages/deal-editor-page.tsx').then((m) => ({ default: m.EditDealPage }))),
  review: lazy(() => import('../../../features/proposals/pages/review-deal-page.tsx').then((m) => ({ default: m.ReviewDealPage }))),
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
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}

/** A page under a dashboard page, with the `:id` of its address. */
export function DashboardDetailRoute({ page }: { page: keyof typeof DETAIL_PAGES }) {
  const Page = DETAIL_PAGES[page];
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<PageFallback />}>
      <Page dealId={id} />
    </Suspense>
  );
}

export function DashboardPageRoute({ role, page }: { role: Role; page: DashboardPage }) {
  const Page = ROLE_PAGES[role]?.[page] ?? PAGES[page];
  return (
    <>
      <PageTitle title={page === 'overview' ? `${roleLabel(role)} Dashboard` : TITLES[page]} />
      <Suspense fallback={<PageFallback />}>
        <Page role={role} />
      </Suspense>
    </>
  );
}

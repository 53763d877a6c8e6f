import {
  ArrowsRightLeftIcon,
  BanknotesIcon,
  BriefcaseIcon,
  ChartBarIcon,
  ClipboardDocumentCheckIcon,
  ClipboardDocumentListIcon,
  Cog6ToothIcon,
  CurrencyRupeeIcon,
  DocumentChartBarIcon,
  DocumentTextIcon,
  HomeIcon,
  IdentificationIcon,
  InboxIcon,
  PaperAirplaneIcon,
  ReceiptPercentIcon,
  RocketLaunchIcon,
  UserCircleIcon,
  UsersIcon,
  WalletIcon,
} from '@heroicons/react/24/outline';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Role } from '../../shared/roles.ts';
import type { SidebarLink } from '../components/layouts/dashboard-shell.tsx';
import type { DashboardPage } from '../config/paths.ts';
import { msg } from '../../shared/i18n/msg.ts';

type PageComponent = ComponentType<{ role: Role }>;

/*
 * The module of each dashboard page, by its path from the project root (as the build manifest names
 * it): each its own chunk, loaded on first visit, so Profile and Settings never pay for Chart.js.
 * Pages that a route file of app/routes/dashboard wraps are reached through it, so they stay in its
 * chunk (dashboard-pages.test.ts checks that this is exactly the registry's modules).
 */
const MODULES = import.meta.glob<Record<string, PageComponent>>([
  '/src/client/features/*/pages/*-page.tsx',
  '!/src/client/features/*/pages/*.test.tsx',
  '!/src/client/features/proposals/**',
  '!/src/client/features/investing/pages/portfolio-page.tsx',
  '!/src/client/features/exits/pages/propose-sale-page.tsx',
  '!/src/client/features/settings/pages/settings-page.tsx',
  '!/src/client/features/deals/pages/live-deals-page.tsx',
  '!/src/client/features/distributions/pages/deal-distributions-page.tsx',
  '!/src/client/features/draws/pages/deal-draws-page.tsx',
  '!/src/client/features/reports/pages/deal-reports-page.tsx',
  '!/src/client/features/valuations/pages/deal-valuations-page.tsx',
  '/src/client/app/routes/dashboard/{live-deals,settings,proposals,portfolio}.tsx',
]);

/** The files of the page modules above, for the test that checks them against the registry. */
export const PAGE_MODULE_FILES = Object.keys(MODULES);

export interface DashboardPageEntry {
  page: DashboardPage;
  /** The roles whose dashboard has it; every role's when absent. */
  roles?: readonly Role[];
  /** Its path from the project root, as the build manifest names it. */
  module: string;
  Component: LazyExoticComponent<PageComponent>;
  /** The document title (`role` filled in); absent where the page titles its own pages (My Deals, Reviews). */
  title?: string;
  /** Its link in the sidebar, in this list's order; `roles` when fewer roles show it than have the page. */
  sidebar?: Omit<SidebarLink, 'page' | 'nested'> & { roles?: readonly Role[] };
  /** It routes pages of its own under its path (a deal, a review): its link stays active on them. */
  nested?: true;
}

function page(file: string, exportName: string, entry: Omit<DashboardPageEntry, 'module' | 'Component'>): DashboardPageEntry {
  const module = file.startsWith('/') ? file : `/src/client/features/${file}`;
  const load = MODULES[module];
  if (!load) throw new Error(`No dashboard page module ${module}`);
  return { ...entry, module, Component: lazy(() => load().then((loaded) => ({ default: loaded[exportName]! }))) };
}

const ROUTES = '/src/client/app/routes/dashboard/';

/**
 * Every page of the dashboards, in the sidebar's order: the spec's five first (Overview, Live Deals,
 * Stats, Profile, Settings), then the platform's own (interfaces.md, "Pages of the platform";
 * decisions.md #23). The router, the sidebar, the document titles and the server's preloads
 * (page-table.ts) all read it.
 */
export const DASHBOARD_PAGES: readonly DashboardPageEntry[] = [
  page('overview/pages/overview-page.tsx', 'OverviewPage', {
    page: 'overview',
    title: msg('{role, select, admin {Admin Dashboard} backer {Backer Dashboard} proposer {Proposer Dashboard} other {Guest Dashboard}}'),
    sidebar: { label: msg('Overview'), Icon: HomeIcon },
  }),
  // Live Deals with the investing feature's Invest: the route file combines the two features.
  page(`${ROUTES}live-deals.tsx`, 'LiveDealsRoute', {
    page: 'live-deals',
    title: msg('Live Deals'),
    sidebar: { label: msg('Live Deals'), Icon: RocketLaunchIcon },
  }),
  page('dashboard/pages/stats-page.tsx', 'StatsPage', { page: 'stats', title: msg('Stats'), sidebar: { label: msg('Stats'), Icon: ChartBarIcon } }),
  page('profile/pages/profile-page.tsx', 'ProfilePage', { page: 'profile', title: msg('Profile'), sidebar: { label: msg('Profile'), Icon: UserCircleIcon } }),
  // Settings, with what of the contact details is unverified above them.
  page(`${ROUTES}settings.tsx`, 'SettingsRoute', { page: 'settings', title: msg('Settings'), sidebar: { label: msg('Settings'), Icon: Cog6ToothIcon } }),
  // The inbox of what visitors send through the public forms (GET /api/admin/messages).
  page('messages/pages/admin-messages-page.tsx', 'AdminMessagesPage', {
    page: 'messages',
    roles: ['admin'],
    title: msg('Messages'),
    sidebar: { label: msg('Messages'), Icon: InboxIcon },
  }),
  // A backer's holdings by deal, commitments and statements (platform.md §3), with Sell in an open exit window and the exit orders (after-funding.md §5).
  page(`${ROUTES}portfolio.tsx`, 'PortfolioRoute', {
    page: 'portfolio',
    roles: ['backer'],
    title: msg('Portfolio'),
    sidebar: { label: msg('Portfolio'), Icon: BriefcaseIcon },
  }),
  // A proposer's own deals, and the deal form, backers and distributions of a deal for it and the
  // admin (platform.md §2; after-funding.md §2); the admin reaches deals from Live Deals, so has no
  // link to a list of its own.
  page(`${ROUTES}proposals.tsx`, 'DealsRoutes', {
    page: 'deals',
    roles: ['proposer', 'admin'],
    sidebar: { label: msg('My Deals'), Icon: DocumentTextIcon, roles: ['proposer'] },
    nested: true,
  }),
  // The admin's queue of deals submitted for review.
  page(`${ROUTES}proposals.tsx`, 'AdminReviewsRoutes', {
    page: 'reviews',
    roles: ['admin'],
    sidebar: { label: msg('Reviews'), Icon: ClipboardDocumentCheckIcon },
    nested: true,
  }),
  // A backer's own KYC form; the admin's queue of KYC to verify (platform.md §3): one address, each role's own page.
  page('kyc/pages/kyc-page.tsx', 'KycPage', { page: 'kyc', roles: ['backer'], title: msg('KYC'), sidebar: { label: msg('KYC'), Icon: IdentificationIcon } }),
  page('kyc/pages/admin-kyc-page.tsx', 'AdminKycPage', {
    page: 'kyc',
    roles: ['admin'],
    title: msg('KYC'),
    sidebar: { label: msg('KYC'), Icon: IdentificationIcon },
  }),
  // A backer's balances, deposits, withdrawals and ledger lines (platform.md §3).
  page('wallet/pages/wallet-page.tsx', 'WalletPage', {
    page: 'wallet',
    roles: ['backer'],
    title: msg('Wallet'),
    sidebar: { label: msg('Wallet'), Icon: WalletIcon },
  }),
  // A backer's income by financial year, the tax withheld, and each payout's Rupee Trail (after-funding.md §2-§3).
  page('tax/pages/tax-page.tsx', 'TaxPage', {
    page: 'tax',
    roles: ['backer'],
    title: msg('Tax'),
    sidebar: { label: msg('Tax'), Icon: ReceiptPercentIcon },
  }),
  // Deposits to confirm and withdrawals to pay.
  page('wallet/pages/payments-page.tsx', 'PaymentsPage', {
    page: 'payments',
    roles: ['admin'],
    title: msg('Payments'),
    sidebar: { label: msg('Payments'), Icon: BanknotesIcon },
  }),
  // Distributions to confirm, approve or reject (after-funding.md §2); a deal's own are under its deal pages.
  page('distributions/pages/admin-distributions-page.tsx', 'AdminDistributionsPage', {
    page: 'distributions',
    roles: ['admin'],
    title: msg('Distributions'),
    sidebar: { label: msg('Distributions'), Icon: CurrencyRupeeIcon },
  }),
  // Quarterly reports to accept or return, and every funded deal's reporting health (after-funding.md §4); a deal's own are under its deal pages.
  page('reports/pages/admin-reports-page.tsx', 'AdminReportsPage', {
    page: 'reports',
    roles: ['admin'],
    title: msg('Reports'),
    sidebar: { label: msg('Reports'), Icon: DocumentChartBarIcon },
  }),
  // Every funded deal's exit windows (open one now), their books and results, and the sales to complete (after-funding.md §5).
  page('exits/pages/admin-exits-page.tsx', 'AdminExitsPage', {
    page: 'exits',
    roles: ['admin'],
    title: msg('Exits'),
    sidebar: { label: msg('Exits'), Icon: ArrowsRightLeftIcon },
  }),
  // TDS rules, deposits of the tax withheld, the quarterly returns and the backers' Form 16A (after-funding.md §2).
  page('tax/pages/admin-tax-page.tsx', 'AdminTaxPage', {
    page: 'tax',
    roles: ['admin'],
    title: msg('Tax'),
    sidebar: { label: msg('Tax'), Icon: ReceiptPercentIcon },
  }),
  // Every account with its role and KYC (GET /api/admin/users).
  page('users/pages/admin-users-page.tsx', 'AdminUsersPage', {
    page: 'users',
    roles: ['admin'],
    title: msg('Users'),
    sidebar: { label: msg('Users'), Icon: UsersIcon },
  }),
  // The audit log of decisions and money actions (platform.md §2).
  page('audit/pages/audit-log-page.tsx', 'AuditLogPage', {
    page: 'audit',
    roles: ['admin'],
    title: msg('Audit Log'),
    sidebar: { label: msg('Audit Log'), Icon: ClipboardDocumentListIcon },
  }),
  // E-mails and SMS of notifications, and their failures (platform.md §4).
  page('outbox/pages/admin-outbox-page.tsx', 'AdminOutboxPage', {
    page: 'outbox',
    roles: ['admin'],
    title: msg('Outbox'),
    sidebar: { label: msg('Outbox'), Icon: PaperAirplaneIcon },
  }),
  // Reached from the top bar's bell, not the sidebar.
  page('notifications/pages/notifications-page.tsx', 'NotificationsPage', { page: 'notifications', title: msg('Notifications') }),
];

/** The pages of a role's dashboard (its routes), in the sidebar's order. */
export function dashboardPagesOf(role: Role): DashboardPageEntry[] {
  return DASHBOARD_PAGES.filter((entry) => entry.roles?.includes(role) ?? true);
}

/** The links of a role's sidebar, in order. */
export function sidebarLinksOf(role: Role): SidebarLink[] {
  return dashboardPagesOf(role).flatMap(({ page, sidebar, nested }) =>
    sidebar && (sidebar.roles?.includes(role) ?? true) ? [{ page, label: sidebar.label, Icon: sidebar.Icon, nested: nested ?? false }] : [],
  );
}

import type { Role } from '../../shared/roles.ts';
import { VERIFY_EMAIL_PATH } from '../../shared/verify-email-path.ts';

export type DashboardPage =
  | 'overview'
  | 'live-deals'
  | 'stats'
  | 'messages'
  | 'profile'
  | 'settings'
  | 'notifications'
  | 'wallet'
  | 'payments'
  | 'kyc'
  | 'portfolio'
  | 'users'
  | 'audit'
  | 'outbox'
  | 'deals'
  | 'reviews';

/** Dashboard pages only some roles have; every other page is in every role's dashboard. */
const ROLE_ONLY_PAGES: Partial<Record<DashboardPage, readonly Role[]>> = {
  // The inbox of what visitors send through the public forms (GET /api/admin/messages).
  messages: ['admin'],
  // A backer's own KYC form; the admin's queue of KYC to verify (platform.md §3).
  kyc: ['backer', 'admin'],
  // A backer's balances, deposits, withdrawals and ledger lines (platform.md §3).
  wallet: ['backer'],
  // Deposits to confirm and withdrawals to pay.
  payments: ['admin'],
  // A backer's holdings by deal, commitments and statements (platform.md §3).
  portfolio: ['backer'],
  // Every account with its role and KYC (GET /api/admin/users).
  users: ['admin'],
  // The audit log of decisions and money actions (platform.md §2).
  audit: ['admin'],
  // E-mails and SMS of notifications, and their failures (platform.md §4).
  outbox: ['admin'],
  // A proposer's own deals, and the deal form and backers of a deal for it and the admin (platform.md §2).
  deals: ['proposer', 'admin'],
  // The admin's queue of deals submitted for review.
  reviews: ['admin'],
};

/** Whether a role's dashboard has the page (its sidebar link and its route). */
export function hasDashboardPage(role: Role, page: DashboardPage): boolean {
  return ROLE_ONLY_PAGES[page]?.includes(role) ?? true;
}

/** Every path of the app, in one place; nothing builds a path by hand elsewhere. */
export const paths = {
  home: '/',
  properties: '/properties',
  property: (id: string) => `/properties/${encodeURIComponent(id)}`,
  howItWorks: '/how-it-works',
  knowledgeCenter: '/knowledge-center',
  whitepaper: '/whitepaper.pdf',
  about: '/about',
  contact: '/contact',
  login: '/login',
  /** Sign in, then come back to `next` (a path of this site, such as a property page). */
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  signin: '/signin',
  register: '/register',
  /** Where a verification e-mail's link leads (`?token=…`, written by the server). */
  verifyEmail: VERIFY_EMAIL_PATH,
  notFound: '/not-found',
  dashboardSelector: '/dashboard',
  roleHome: (role: Role) => `/sign_in/${role}`,
  dashboard: (role: Role, page: DashboardPage = 'overview') =>
    page === 'overview' ? `/${role}_dashboard` : `/${role}_dashboard/${page}`,
  /** Where a backer completes KYC (features/kyc's KycRequiredNotice leads there). */
  backerKyc: '/backer_dashboard/kyc',
  /** The admin's audit log, filtered to one actor or one deal (their ids). */
  adminAudit: (filter: { actor?: string; deal?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return `/admin_dashboard/audit${query ? `?${query}` : ''}`;
  },
  /** The user menu's short links (decisions.md #4). */
  userMenu: (role: Role | 'guest', page: 'profile' | 'settings') => `/${role}/${page}`,
} as const;

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
  | 'tax'
  | 'payments'
  | 'kyc'
  | 'portfolio'
  | 'users'
  | 'audit'
  | 'outbox'
  | 'deals'
  | 'reviews'
  | 'distributions'
  | 'reports'
  | 'exits';

/** Every path of the app, in one place; nothing builds a path by hand elsewhere. */
export const paths = {
  home: '/',
  properties: '/properties',
  property: (id: string) => `/properties/${encodeURIComponent(id)}`,
  /** Every property page, as the router matches them. */
  propertyPattern: '/properties/:id',
  /** A proposer's public track record. */
  proposer: (id: string) => `/proposers/${encodeURIComponent(id)}`,
  proposerPattern: '/proposers/:id',
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
  /** Every path of a role's dashboard, as the router matches them (its pages are in app/dashboard-pages.ts). */
  dashboardPattern: (role: Role) => `/${role}_dashboard/*`,
  dashboard: (role: Role, page: DashboardPage = 'overview') => (page === 'overview' ? `/${role}_dashboard` : `/${role}_dashboard/${page}`),
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

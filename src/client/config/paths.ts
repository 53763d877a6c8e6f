import type { Role } from '../../shared/roles.ts';

export type DashboardPage = 'overview' | 'live-deals' | 'stats' | 'profile' | 'settings';

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
  signin: '/signin',
  register: '/register',
  notFound: '/not-found',
  dashboardSelector: '/dashboard',
  roleHome: (role: Role) => `/sign_in/${role}`,
  dashboard: (role: Role, page: DashboardPage = 'overview') =>
    page === 'overview' ? `/${role}_dashboard` : `/${role}_dashboard/${page}`,
  /** The user menu's short links (decisions.md #4). */
  userMenu: (role: Role | 'guest', page: 'profile' | 'settings') => `/${role}/${page}`,
} as const;

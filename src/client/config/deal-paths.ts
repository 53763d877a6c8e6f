import type { Role } from '../../shared/roles.ts';

/** The roles with deal pages: a proposer's own deals, and the admin's for any deal. */
export type DealPagesRole = Extract<Role, 'proposer' | 'admin'>;

/*
 * The paths of a deal's pages and of Reviews, apart from paths.ts so the public pages' first load
 * does not carry them (only the dashboard's lazy pages link there). The same pages serve the
 * proposer (under My Deals) and the admin; the lists are `paths.dashboard('proposer', 'deals')`
 * and `paths.dashboard('admin', 'reviews')`.
 */
export const dealPaths = {
  /** The deal form of a new deal. */
  newDeal: (role: DealPagesRole) => `/${role}_dashboard/deals/new`,
  /** The deal form of a saved deal, with its steps (submit, publish, extend). */
  deal: (role: DealPagesRole, id: string) => `/${role}_dashboard/deals/${encodeURIComponent(id)}`,
  /** View All Backers: one deal's backers. */
  backers: (role: DealPagesRole, id: string) => `/${role}_dashboard/deals/${encodeURIComponent(id)}/backers`,
  /** A funded deal's distributions and the waterfall form. */
  distributions: (role: DealPagesRole, id: string) => `/${role}_dashboard/deals/${encodeURIComponent(id)}/distributions`,
  /** A funded Fix 'N' Flip deal's draws: requested by its proposer, released or returned by the admin. */
  draws: (role: DealPagesRole, id: string) => `/${role}_dashboard/deals/${encodeURIComponent(id)}/draws`,
  /** A funded deal's quarterly reports and their form. */
  reports: (role: DealPagesRole, id: string) => `/${role}_dashboard/deals/${encodeURIComponent(id)}/reports`,
  /** A funded deal's sale: its proposer proposes one (the holders vote); both see the votes. */
  sale: (role: DealPagesRole, id: string) => `/${role}_dashboard/deals/${encodeURIComponent(id)}/sale`,
  /** A funded deal's valuations and the valuers' reports: the admin's. */
  valuations: (id: string) => `/admin_dashboard/deals/${encodeURIComponent(id)}/valuations`,
  /** One deal's review by the admin. */
  review: (id: string) => `/admin_dashboard/reviews/${encodeURIComponent(id)}`,
} as const;

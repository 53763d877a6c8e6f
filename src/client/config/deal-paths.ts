/*
 * The paths under My Deals and Reviews, apart from paths.ts so the public pages' first load does
 * not carry them (only the dashboard's lazy pages link there). The lists themselves are
 * `paths.dashboard('proposer', 'deals')` and `paths.dashboard('admin', 'reviews')`.
 */
export const dealPaths = {
  /** The deal form of a new deal. */
  newDeal: '/proposer_dashboard/deals/new',
  /** The deal form of a saved deal, with its steps (submit, publish, extend, backers). */
  deal: (id: string) => `/proposer_dashboard/deals/${encodeURIComponent(id)}`,
  /** One deal's review by the admin. */
  review: (id: string) => `/admin_dashboard/reviews/${encodeURIComponent(id)}`,
} as const;

import type { Deal, DealStatus, DealType } from '../../../../shared/contracts/dashboard.ts';

/** Live Deals filters (spec §2): property type, status and a free-text search. */
export interface DealFilters {
  type: 'All' | DealType;
  /** '' means any status. */
  status: '' | DealStatus;
  search: string;
}

/** What Reset Filters returns to: every deal shown. */
export const EMPTY_DEAL_FILTERS: Readonly<DealFilters> = Object.freeze({
  type: 'All',
  status: '',
  search: '',
});

/** Deals matching every active filter; search is case-insensitive over name and location. */
export function filterDeals(deals: readonly Deal[], filters: DealFilters): Deal[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return deals.filter((deal) => {
    if (filters.type !== 'All' && deal.type !== filters.type) return false;
    if (filters.status !== '' && deal.status !== filters.status) return false;
    if (needle === '') return true;
    return (
      deal.name.toLocaleLowerCase().includes(needle) ||
      deal.location.toLocaleLowerCase().includes(needle)
    );
  });
}

/** True when any filter narrows the list, so the page can show Reset Filters only when useful. */
export function hasActiveDealFilters(filters: DealFilters): boolean {
  return (
    filters.type !== EMPTY_DEAL_FILTERS.type ||
    filters.status !== EMPTY_DEAL_FILTERS.status ||
    filters.search.trim() !== ''
  );
}

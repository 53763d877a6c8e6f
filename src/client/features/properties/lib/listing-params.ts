import {
  DEFAULT_PROPERTY_SORT,
  parsePropertySort,
  parsePropertyFilter,
  type PropertyFilter,
  type PropertySort,
} from '../../../../shared/contracts/property.ts';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';

/**
 * The listing's state lives in the URL query, so a filtered listing can be shared and survives
 * reload and Back. These functions are the one translation between the two.
 */

export const FILTER_KEYS = ['location', 'type', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ListingState {
  search: string;
  sort: PropertySort;
  filters: PropertyFilter;
  /** The page of results, from 1. */
  page: number;
}

/** Reads the listing from a query string; anything unreadable falls back to "no filter". */
export function readListingParams(params: URLSearchParams): ListingState {
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  return {
    search: (params.get('q') ?? '').trim(),
    sort: parsePropertySort(params.get('sort')),
    filters: parsePropertyFilter(raw),
    page: readPage(params.get('page')),
  };
}

/** A page number from the URL; anything but a whole number from 1 is the first page. */
function readPage(value: string | null): number {
  const page = Number(value);
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The value a select shows for a filter ('' is "any"). */
export function filterValue(state: ListingState, key: FilterKey): string {
  const value = state.filters[key];
  return value === undefined ? '' : String(value);
}

/**
 * A new query with one key changed. Empty values, the default sort and the first page are left
 * out, so the plain listing keeps the plain URL `/properties`. Any change but the page itself
 * starts again from the first page: page 3 of the old results means nothing for the new ones.
 */
export function withListingParam(params: URLSearchParams, key: FilterKey | 'q' | 'sort' | 'page', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value.trim();
  if (trimmed === '' || (key === 'sort' && trimmed === DEFAULT_PROPERTY_SORT) || (key === 'page' && trimmed === '1')) next.delete(key);
  else next.set(key, trimmed);
  if (key !== 'page') next.delete('page');
  return next;
}

/** True when the visitor has narrowed the listing (search text or any filter). */
export function hasActiveFilters(state: ListingState): boolean {
  return state.search !== '' || Object.keys(state.filters).length > 0;
}

/** Locations offered by the Location select: matched as substrings of each listing's location; city names read the same in every language. */
export const LOCATION_OPTIONS = [
  { value: '', label: msg('Any location') },
  { value: 'Bengaluru', label: 'Bengaluru' },
  { value: 'Chennai', label: 'Chennai' },
  { value: 'Delhi NCR', label: 'Delhi NCR' },
  { value: 'Goa', label: 'Goa' },
  { value: 'Hyderabad', label: 'Hyderabad' },
  { value: 'Jaipur', label: 'Jaipur' },
  { value: 'Mumbai', label: 'Mumbai' },
  { value: 'Nilgiris', label: 'Nilgiris' },
  { value: 'Pune', label: 'Pune' },
] as const;

/** "12 properties found", "1 property found", "1,000+ properties found" when the count was capped. */
export function resultCountText(count: number, capped = false): string {
  if (capped) return t('{count}+ properties found', { count: formatNumber(count) });
  return t('{count, plural, one {# property found} other {# properties found}}', { count });
}

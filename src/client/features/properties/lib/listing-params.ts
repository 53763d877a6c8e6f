import {
  DEFAULT_PROPERTY_SORT,
  parsePropertySort,
  parsePropertyFilter,
  type PropertyFilter,
  type PropertySort,
} from '../../../../shared/contracts/property.ts';

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
}

/** Reads the listing from a query string; anything unreadable falls back to "no filter". */
export function readListingParams(params: URLSearchParams): ListingState {
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  return {
    search: (params.get('q') ?? '').trim(),
    sort: parsePropertySort(params.get('sort')),
    filters: parsePropertyFilter(raw),
  };
}

/** The value a select shows for a filter ('' is "any"). */
export function filterValue(state: ListingState, key: FilterKey): string {
  const value = state.filters[key];
  return value === undefined ? '' : String(value);
}

/**
 * A new query with one key changed. Empty values and the default sort are left out, so the
 * plain listing keeps the plain URL `/properties`.
 */
export function withListingParam(params: URLSearchParams, key: FilterKey | 'q' | 'sort', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value.trim();
  if (trimmed === '' || (key === 'sort' && trimmed === DEFAULT_PROPERTY_SORT)) next.delete(key);
  else next.set(key, trimmed);
  return next;
}

/** True when the visitor has narrowed the listing (search text or any filter). */
export function hasActiveFilters(state: ListingState): boolean {
  return state.search !== '' || Object.keys(state.filters).length > 0;
}

/** Locations offered by the Location select: matched as substrings of each listing's location. */
export const LOCATION_OPTIONS = [
  { value: '', label: 'Any location' },
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

/** "12 properties found", "1 property found". */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'property' : 'properties'} found`;
}

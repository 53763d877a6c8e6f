import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { propertyListResponseAnswer } from '../../../../shared/contracts/answer-shapes.generated.ts';
import type { PropertyListResponse } from '../../../../shared/contracts/properties.ts';
import {
  parsePropertySort,
  parsePropertyFilter,
  type PropertyFilter,
  type PropertyFilterInput,
  type PropertySort,
} from '../../../../shared/contracts/property.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { propertyKeys } from '../../../api/property-keys.ts';

/** What the listing asks for; filters may be the raw URL values or an already clean filter. */
export interface PropertiesQuery {
  search?: string | undefined;
  filters?: PropertyFilterInput | PropertyFilter | undefined;
  sort?: PropertySort | string | undefined;
  /** From 1; anything else reads as the first page. */
  page?: number | undefined;
}

export interface NormalizedPropertiesQuery {
  search: string;
  filters: PropertyFilter;
  sort: PropertySort;
  page: number;
}

/** Listings per page: eight rows of the three-column grid. */
export const LISTING_PAGE_SIZE = 24;

/**
 * One canonical form per query, so "?type=Villa" and "?type=villa&bedrooms=" share a cache
 * entry and the data function sees exactly what the cache key says.
 */
export function normalizePropertiesQuery(query: PropertiesQuery = {}): NormalizedPropertiesQuery {
  return {
    search: (query.search ?? '').trim(),
    filters: parsePropertyFilter(query.filters ?? {}),
    sort: parsePropertySort(query.sort),
    page: Number.isSafeInteger(query.page) && query.page! >= 1 ? query.page! : 1,
  };
}

/** Rupees as the URL and the selects hold them, in the paise the API compares. */
const toPaise = (rupees: number | undefined) => (rupees === undefined ? undefined : rupees * 100);

/** One page of the listing: search text, filters and sort applied by the server. */
export function getProperties(query: PropertiesQuery = {}, signal?: AbortSignal): Promise<PropertyListResponse> {
  const { search, filters, sort, page } = normalizePropertiesQuery(query);
  return apiRequest('/properties', {
    query: {
      search,
      location: filters.location,
      type: filters.type,
      min_price: toPaise(filters.minPrice),
      max_price: toPaise(filters.maxPrice),
      bedrooms: filters.bedrooms,
      bathrooms: filters.bathrooms,
      sort,
      page,
      page_size: LISTING_PAGE_SIZE,
    },
    schema: propertyListResponseAnswer,
    signal,
    anonymous: true,
  });
}

export function propertiesQueryOptions(query: PropertiesQuery = {}) {
  return queryOptions({
    queryKey: propertyKeys.list(normalizePropertiesQuery(query)),
    queryFn: ({ signal }) => getProperties(query, signal),
  });
}

/** While a new filter's answer is on its way, the previous results stay on screen (marked as updating). */
export function useProperties(query: PropertiesQuery = {}) {
  return useQuery({ ...propertiesQueryOptions(query), placeholderData: keepPreviousData });
}

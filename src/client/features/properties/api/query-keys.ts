import {
  parsePropertySort,
  parsePropertyFilter,
  type PropertyFilter,
  type PropertyFilterInput,
  type PropertySort,
} from '../../../../shared/contracts/property.ts';

/** What the listing asks for; filters may be the raw URL values or an already clean filter. */
export interface PropertiesQuery {
  search?: string | undefined;
  filters?: PropertyFilterInput | PropertyFilter | undefined;
  sort?: PropertySort | string | undefined;
}

export interface NormalizedPropertiesQuery {
  search: string;
  filters: PropertyFilter;
  sort: PropertySort;
}

/**
 * One canonical form per query, so "?type=Villa" and "?type=villa&bedrooms=" share a cache
 * entry and the data function sees exactly what the cache key says.
 */
export function normalizePropertiesQuery(query: PropertiesQuery = {}): NormalizedPropertiesQuery {
  return {
    search: (query.search ?? '').trim(),
    filters: parsePropertyFilter(query.filters ?? {}),
    sort: parsePropertySort(query.sort),
  };
}

export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (query: PropertiesQuery = {}) => [...propertyKeys.lists(), normalizePropertiesQuery(query)] as const,
  featured: () => [...propertyKeys.all, 'featured'] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (id: string) => [...propertyKeys.details(), id] as const,
};

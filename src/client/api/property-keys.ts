/**
 * The keys of the public property data (GET /api/properties, /featured, /:id), read by the
 * properties feature; investing refreshes `all` after money moved, as the deal summaries show
 * raised and backers. Apart from the listing's query parsing, so a property page, which needs only
 * its own key, loads none of the listing's filter code.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  /** Keyed by the normalized query, so equivalent URLs share one cache entry. */
  list: <Query extends object>(query: Query) => [...propertyKeys.lists(), query] as const,
  featured: () => [...propertyKeys.all, 'featured'] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (id: string) => [...propertyKeys.details(), id] as const,
  /** A funded deal's public valuations and paid distributions, shown on its property's page. */
  valuations: (dealId: string) => [...propertyKeys.all, 'valuations', dealId] as const,
  distributions: (dealId: string) => [...propertyKeys.all, 'distributions', dealId] as const,
  /** Its promised vs actual: distributions change it, so it lives with them under `all`. */
  performance: (dealId: string) => [...propertyKeys.all, 'performance', dealId] as const,
};

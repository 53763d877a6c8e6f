import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuredPropertiesResponseAnswer } from '../../../../shared/contracts/answer-shapes.generated.ts';
import type { PropertySummary } from '../../../../shared/contracts/properties.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { propertyKeys } from '../../../api/property-keys.ts';

/** The featured listings, newest first. */
export async function getFeaturedProperties(signal?: AbortSignal): Promise<PropertySummary[]> {
  const { items } = await apiRequest('/properties/featured', { schema: featuredPropertiesResponseAnswer, signal, anonymous: true });
  return items;
}

export function featuredPropertiesQueryOptions() {
  return queryOptions({
    queryKey: propertyKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProperties(signal),
  });
}

export function useFeaturedProperties() {
  return useQuery(featuredPropertiesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '../../../../shared/contracts/property.ts';
import { sortProperties } from '../lib/sort-properties.ts';
import { propertyKeys } from './query-keys.ts';
import { readSampleProperties } from './sample-source.ts';
import { SIMULATED_DELAY_MS, simulateDelay, type RequestOptions } from './simulate-delay.ts';

/** Featured listings, newest first, after the spec's 300 ms latency. */
export async function getFeaturedProperties(options: RequestOptions = {}): Promise<Property[]> {
  await simulateDelay(options.delayMs ?? SIMULATED_DELAY_MS.featured, options.signal);
  return sortProperties(
    readSampleProperties().filter((property) => property.featured),
    'newest',
  );
}

export function featuredPropertiesQueryOptions() {
  return queryOptions({
    queryKey: propertyKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProperties({ signal }),
  });
}

export function useFeaturedProperties() {
  return useQuery(featuredPropertiesQueryOptions());
}

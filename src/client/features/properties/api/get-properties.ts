import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '../../../../shared/contracts/property.ts';
import { filterProperties } from '../lib/filter-properties.ts';
import { sortProperties } from '../lib/sort-properties.ts';
import { normalizePropertiesQuery, propertyKeys, type PropertiesQuery } from './query-keys.ts';
import { readSampleProperties } from './sample-source.ts';
import { SIMULATED_DELAY_MS, simulateDelay, type RequestOptions } from './simulate-delay.ts';

/** The listing: search text, filters and sort applied, after the spec's 500 ms latency. */
export async function getProperties(query: PropertiesQuery = {}, options: RequestOptions = {}): Promise<Property[]> {
  const { search, filters, sort } = normalizePropertiesQuery(query);
  await simulateDelay(options.delayMs ?? SIMULATED_DELAY_MS.list, options.signal);
  return sortProperties(filterProperties(readSampleProperties(), { search, filters }), sort);
}

export function propertiesQueryOptions(query: PropertiesQuery = {}) {
  return queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => getProperties(query, { signal }),
  });
}

export function useProperties(query: PropertiesQuery = {}) {
  return useQuery(propertiesQueryOptions(query));
}

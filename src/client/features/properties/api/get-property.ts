import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '../../../../shared/contracts/property.ts';
import { propertyKeys } from './query-keys.ts';
import { readSampleProperties } from './sample-source.ts';
import { SIMULATED_DELAY_MS, simulateDelay, type RequestOptions } from './simulate-delay.ts';

/**
 * One listing by id after the spec's 300 ms latency. An unknown id resolves to `null` rather
 * than rejecting: "not found" is an answer the detail screen turns into a redirect to
 * /not-found, not an error to retry.
 */
export async function getProperty(id: string, options: RequestOptions = {}): Promise<Property | null> {
  await simulateDelay(options.delayMs ?? SIMULATED_DELAY_MS.single, options.signal);
  return readSampleProperties().find((property) => property.id === id) ?? null;
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, { signal }),
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}

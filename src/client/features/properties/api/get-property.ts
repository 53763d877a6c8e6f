import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyResponseAnswer } from '../../../../shared/contracts/answer-shapes.generated.ts';
import type { Property } from '../../../../shared/contracts/properties.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { propertyKeys } from '../../../api/property-keys.ts';

/**
 * One property by id. An unknown id resolves to `null` rather than rejecting: "not found" is an
 * answer the detail screen turns into the not-found page, not an error to retry.
 */
export async function getProperty(id: string, signal?: AbortSignal): Promise<Property | null> {
  try {
    const { property } = await apiRequest(`/properties/${encodeURIComponent(id)}`, { schema: propertyResponseAnswer, signal, anonymous: true });
    return property;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}

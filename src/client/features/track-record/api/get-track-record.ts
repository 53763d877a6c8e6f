import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackRecordAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import type { TrackRecord } from '../../../../shared/contracts/track-record.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** The keys of the public track records; nothing the app does changes one, so nothing invalidates them. */
const trackRecordKeys = {
  all: ['track-records'] as const,
  detail: (proposerId: string) => [...trackRecordKeys.all, proposerId] as const,
};

/** GET /api/proposers/:id. Someone who is not a proposer resolves to `null`: an answer the page turns into its 404, not an error to retry. */
async function getTrackRecord(proposerId: string, signal?: AbortSignal): Promise<TrackRecord | null> {
  try {
    return await apiRequest(`/proposers/${encodeURIComponent(proposerId)}`, { schema: trackRecordAnswer, signal, anonymous: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function trackRecordQueryOptions(proposerId: string) {
  return queryOptions({
    queryKey: trackRecordKeys.detail(proposerId),
    queryFn: ({ signal }) => getTrackRecord(proposerId, signal),
  });
}

export function useTrackRecord(proposerId: string) {
  return useQuery(trackRecordQueryOptions(proposerId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExitWindowList } from '../../../../shared/contracts/exits.ts';
import { exitWindowListAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { exitKeys } from './keys.ts';

/** GET /api/deals/:id/exit-windows: newest first, and when the next opens. Checked without zod: a visitor's property page reads it. */
function getExitWindows(dealId: string, signal?: AbortSignal): Promise<ExitWindowList> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/exit-windows`, { schema: exitWindowListAnswer, signal, anonymous: true });
}

function exitWindowsQueryOptions(session: Session | null, dealId: string) {
  return queryOptions({
    queryKey: exitKeys.windows(session, dealId),
    queryFn: ({ signal }) => getExitWindows(dealId, signal),
    // A window opens or settles meanwhile: asked again whenever a page shows it.
    staleTime: 0,
  });
}

export function useExitWindows(dealId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...exitWindowsQueryOptions(useSession(), dealId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExitWindowDetail } from '../../../../shared/contracts/exits.ts';
import { exitWindowDetailAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { exitKeys } from './keys.ts';

/** GET /api/exit-windows/:id: the window and its book, anonymised (`mine` marks the caller's orders, so the token goes when signed in). */
function getExitWindow(windowId: string, signal?: AbortSignal): Promise<ExitWindowDetail> {
  return apiRequest(`/exit-windows/${encodeURIComponent(windowId)}`, { schema: exitWindowDetailAnswer, signal });
}

function exitWindowQueryOptions(session: Session | null, windowId: string) {
  return queryOptions({
    queryKey: exitKeys.window(session, windowId),
    queryFn: ({ signal }) => getExitWindow(windowId, signal),
    // Orders arrive while the window is open.
    staleTime: 0,
  });
}

export function useExitWindow(windowId: string) {
  return useQuery(exitWindowQueryOptions(useSession(), windowId));
}

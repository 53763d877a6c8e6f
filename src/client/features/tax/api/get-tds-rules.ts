import { queryOptions, useQuery } from '@tanstack/react-query';
import { tdsRuleListSchema, type TdsRule } from '../../../../shared/contracts/tax-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** GET /api/admin/tds-rules: by structure and income type, the newest effective date first. */
async function getTdsRules(signal?: AbortSignal): Promise<TdsRule[]> {
  const { items } = await apiRequest('/admin/tds-rules', { schema: tdsRuleListSchema, signal });
  return items;
}

function tdsRulesQueryOptions(session: Session | null) {
  return queryOptions({ queryKey: taxKeys.rules(session), queryFn: ({ signal }) => getTdsRules(signal), staleTime: 60_000 });
}

export function useTdsRules() {
  return useQuery(tdsRulesQueryOptions(useSession()));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tdsRuleSchema, type TdsRule, type TdsRuleInput } from '../../../../shared/contracts/tax-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** POST /api/admin/tds-rules: a rule in force from a later date. */
function addTdsRule(rule: TdsRuleInput): Promise<TdsRule> {
  return apiRequest('/admin/tds-rules', { method: 'POST', body: rule, schema: tdsRuleSchema });
}

export function useAddTdsRule() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({ mutationFn: addTdsRule, onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.rules(session) }) });
}

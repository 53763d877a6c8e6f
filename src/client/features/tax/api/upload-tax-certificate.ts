import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxCertificateSchema } from '../../../../shared/contracts/tax-admin.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { DealQuarter } from './get-tax-payees.ts';
import { taxKeys } from './tax-keys.ts';

/** POST /api/admin/tax-certificates: a backer's Form 16A (PDF) from a deal for a tax quarter; again replaces it. */
function uploadTaxCertificate({ userId, dealId, fy, quarter, file }: DealQuarter & { userId: string; file: File }) {
  return apiUpload('/admin/tax-certificates', file, {
    schema: taxCertificateSchema,
    fields: { user_id: userId, deal_id: dealId, fy, quarter: String(quarter) },
  });
}

export function useUploadTaxCertificate() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadTaxCertificate,
    onSuccess: (_answer, { dealId, fy, quarter }) => client.invalidateQueries({ queryKey: taxKeys.payees(session, dealId, `${fy}-Q${quarter}`) }),
  });
}

import type { KycStatus } from '../../../../shared/contracts/kyc.ts';
import { msg, t } from '../../../lib/i18n.ts';

/** How each status reads (translated where shown): a short label and its colours (800 text on 50 fill: AA for small text). */
export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_started: msg('Not started'),
  submitted: msg('Submitted — awaiting review'),
  verified: msg('Verified'),
  rejected: msg('Rejected'),
};

const BADGES: Record<KycStatus, string> = {
  not_started: 'bg-slate-100 text-slate-800 ring-slate-600/25',
  submitted: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  verified: 'bg-green-50 text-green-800 ring-green-600/25',
  rejected: 'bg-red-50 text-red-800 ring-red-600/25',
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${BADGES[status]}`}
      data-testid="kyc-status"
    >
      {t(KYC_STATUS_LABELS[status])}
    </span>
  );
}

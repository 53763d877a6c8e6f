import { IdentificationIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router';
import type { KycStatus } from '../../../../shared/contracts/kyc.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useKyc } from '../api/get-kyc.ts';

/**
 * Whether the signed-in backer may add funds and invest (platform.md §3): `undefined` while not
 * known (loading, or not a backer), then the status and whether it is verified.
 */
export function useKycGate(): { status: KycStatus | undefined; verified: boolean | undefined } {
  const { data } = useKyc();
  return { status: data?.status, verified: data ? data.status === 'verified' : undefined };
}

const NOTICES: Record<Exclude<KycStatus, 'verified'>, { text: string; link: string }> = {
  not_started: { text: msg('Complete your KYC verification before adding funds or investing.'), link: msg('Complete KYC') },
  rejected: {
    text: msg('Your KYC details were not accepted. Correct them and submit again before adding funds or investing.'),
    link: msg('Complete KYC'),
  },
  submitted: { text: msg('Your KYC details are awaiting review. You can add funds and invest once they are verified.'), link: msg('View KYC status') },
};

/**
 * Leads a backer who is not verified to the KYC page, where the money pages (wallet, invest)
 * would otherwise only refuse with 403 kyc_required. Shows nothing for a verified backer, while
 * the status loads, and for other roles. `status` may be given when the caller already knows it.
 */
export function KycRequiredNotice({ status: known, className = '' }: { status?: KycStatus; className?: string }) {
  const { status: loaded } = useKycGate();
  const status = known ?? loaded;
  if (!status || status === 'verified') return null;
  const notice = NOTICES[status];
  return (
    <div
      role="note"
      aria-label={t('KYC required')}
      className={`flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p className="flex items-start gap-2.5">
        <IdentificationIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t(notice.text)}
      </p>
      <Link to={paths.backerKyc} className={buttonClasses('primary', 'shrink-0')}>
        {t(notice.link)}
      </Link>
    </div>
  );
}

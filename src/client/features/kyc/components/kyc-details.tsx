import type { ReactNode } from 'react';
import { currentLocale, t } from '../../../lib/i18n.ts';

/** The details a backer sent, read-only: the backer's own page (submitted, verified) and the admin's review. */
export interface KycDetailsValue {
  legal_name: string | null;
  date_of_birth: string | null;
  pan: string | null;
  address: string | null;
  bank_account: { account_number: string; ifsc: string } | null;
}

/**
 * `1994-08-17` → `17 August 1994` (`17 août 1994` in French), a date with no time zone of its own.
 * English keeps the Indian day-month order of the PAN card: the locale of rupee amounts.
 */
export function formatDateOfBirth(value: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? value : new Intl.DateTimeFormat(currentLocale('INR'), { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

function Detail({ term, children, className = '' }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-sm font-medium break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

export function KycDetails({ kyc, className = '' }: { kyc: KycDetailsValue; className?: string }) {
  return (
    <dl className={`grid gap-x-8 gap-y-4 sm:grid-cols-2 ${className}`}>
      <Detail term={t('Legal name')}>
        <span translate="no">{kyc.legal_name}</span>
      </Detail>
      <Detail term={t('Date of birth')}>{kyc.date_of_birth && <time dateTime={kyc.date_of_birth}>{formatDateOfBirth(kyc.date_of_birth)}</time>}</Detail>
      <Detail term={t('PAN')}>
        <span className="font-mono tracking-wide" translate="no">
          {kyc.pan}
        </span>
      </Detail>
      <Detail term={t('Bank account number')}>
        <span className="font-mono tracking-wide" translate="no">
          {kyc.bank_account?.account_number}
        </span>
      </Detail>
      <Detail term={t('IFSC')}>
        <span className="font-mono tracking-wide" translate="no">
          {kyc.bank_account?.ifsc}
        </span>
      </Detail>
      <Detail term={t('Address')} className="sm:col-span-2">
        <span translate="no">{kyc.address}</span>
      </Detail>
    </dl>
  );
}

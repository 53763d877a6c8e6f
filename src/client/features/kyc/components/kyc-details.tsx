import type { ReactNode } from 'react';

/** The details a backer sent, read-only: the backer's own page (submitted, verified) and the admin's review. */
export interface KycDetailsValue {
  legal_name: string | null;
  date_of_birth: string | null;
  pan: string | null;
  address: string | null;
  bank_account: { account_number: string; ifsc: string } | null;
}

const dateOfBirth = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** `1994-08-17` → `17 August 1994`, a date with no time zone of its own. */
export function formatDateOfBirth(value: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? value : dateOfBirth.format(time);
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
      <Detail term="Legal name">{kyc.legal_name}</Detail>
      <Detail term="Date of birth">{kyc.date_of_birth && <time dateTime={kyc.date_of_birth}>{formatDateOfBirth(kyc.date_of_birth)}</time>}</Detail>
      <Detail term="PAN">
        <span className="font-mono tracking-wide">{kyc.pan}</span>
      </Detail>
      <Detail term="Bank account number">
        <span className="font-mono tracking-wide">{kyc.bank_account?.account_number}</span>
      </Detail>
      <Detail term="IFSC">
        <span className="font-mono tracking-wide">{kyc.bank_account?.ifsc}</span>
      </Detail>
      <Detail term="Address" className="sm:col-span-2">
        {kyc.address}
      </Detail>
    </dl>
  );
}

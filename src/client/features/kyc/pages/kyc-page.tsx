import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Kyc } from '../../../../shared/contracts/kyc.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useKyc } from '../api/get-kyc.ts';
import { KycDetails } from '../components/kyc-details.tsx';
import { KycForm } from '../components/kyc-form.tsx';
import { KycStatusBadge } from '../components/kyc-status-badge.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The status, and what it means for the backer now. */
function StatusPanel({ kyc, headingRef }: { kyc: Kyc; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const timeZone = useTimeZone();
  // The date sits inside a translated sentence, so it is text here rather than a <time> of its own.
  const date = (iso: string | null) => (iso ? formatAbsoluteTime(iso, timeZone) : '');
  let text: string;
  switch (kyc.status) {
    case 'not_started':
      text = t('Fill in the form below and submit it for verification. You can add funds and invest once your KYC is verified.');
      break;
    case 'submitted':
      text = t('Submitted {date}. We are reviewing your details and will notify you when they have been checked.', { date: date(kyc.submitted_at) });
      break;
    case 'verified':
      text = t('Verified {date}. You can add funds to your wallet and invest in live deals. Verified details cannot be changed.', {
        date: date(kyc.decided_at),
      });
      break;
    case 'rejected':
      text = t('Your details were not accepted. Correct them below and submit them again.');
      break;
  }
  return (
    <section aria-labelledby="kyc-status-title" className={`${CARD} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kyc-status-title" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {t('Verification status')}
        </h2>
        <KycStatusBadge status={kyc.status} />
      </div>
      <p className="mt-3 text-sm text-slate-700">{text}</p>
      {kyc.status === 'rejected' && kyc.reason && (
        <div className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t('Reason')}</p>
          <p className="mt-0.5 whitespace-pre-line" data-testid="kyc-reason" translate="no">
            {kyc.reason}
          </p>
        </div>
      )}
    </section>
  );
}

/**
 * A backer's KYC (platform.md §3, `/backer_dashboard/kyc`): the status (not started, submitted and
 * awaiting review, verified, or rejected with the admin's reason) and the form, filled with the
 * details sent before after a rejection. Submitted details can be changed until they are decided;
 * verified ones are shown read-only.
 */
export function KycPage(_props: { role: Role }) {
  const kyc = useKyc();
  const [editing, setEditing] = useState(false);
  // How many submissions this visit made; the confirmation shows after one until the next edit.
  const [submissions, setSubmissions] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  // After a submission the form goes away: the focus moves to the status that replaced it.
  useEffect(() => {
    if (submissions > 0) statusHeading.current?.focus();
  }, [submissions]);

  let body: ReactNode;
  if (kyc.isPending) {
    body = (
      <div className="flex items-center gap-3 text-sm text-slate-600" role="status">
        <Spinner /> {t('Loading your KYC')}
      </div>
    );
  } else if (kyc.isError) {
    body = (
      <div role="alert" className="rounded-lg bg-red-50 px-4 py-4 text-sm text-red-800">
        <p className="font-semibold">{t('Your KYC could not be loaded.')}</p>
        <Button type="button" variant="secondary" onClick={() => void kyc.refetch()} className="mt-3">
          <ArrowPathIcon className="size-4" aria-hidden="true" />
          {t('Try again')}
        </Button>
      </div>
    );
  } else {
    const data = kyc.data;
    const showForm = data.status === 'not_started' || data.status === 'rejected' || editing;
    body = (
      <div className="space-y-6">
        {confirmed && !showForm && (
          <Alert tone="success">{t('Your details were submitted for verification. We will notify you when they have been reviewed.')}</Alert>
        )}
        <StatusPanel kyc={data} headingRef={statusHeading} />
        {showForm ? (
          <Section id="kyc-form-title" title={data.status === 'rejected' ? t('Correct your details') : t('Your details')}>
            <KycForm
              // A new answer (another decision) starts the form again from it.
              key={data.submitted_at ?? 'new'}
              kyc={data}
              onCancel={editing ? () => setEditing(false) : undefined}
              onSubmitted={() => {
                setEditing(false);
                setConfirmed(true);
                setSubmissions((count) => count + 1);
              }}
            />
          </Section>
        ) : (
          <Section id="kyc-details-title" title={t('Your details')}>
            <KycDetails kyc={data} />
            {data.status === 'submitted' && (
              <div className="mt-5 flex justify-end">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setConfirmed(false);
                    setEditing(true);
                  }}
                >
                  {t('Change details')}
                </Button>
              </div>
            )}
          </Section>
        )}
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title={t('KYC')}
        description={t('Before you add funds or invest, we verify who you are: your legal name, date of birth, PAN, address and bank account.')}
      />
      {body}
    </div>
  );
}

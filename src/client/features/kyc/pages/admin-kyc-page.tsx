import { ArrowPathIcon, IdentificationIcon } from '@heroicons/react/20/solid';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { KYC_DECIDABLE_STATUSES, type KycRecordStatus, type KycReviewItem } from '../../../../shared/contracts/kyc.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { ListCard, ListEmptyState } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';
import { getPageCount, getPageWindow } from '../../../lib/pagination.ts';
import { formatAbsoluteTime, formatTimeAgo } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useDecideKyc, type KycDecision } from '../api/decide-kyc.ts';
import { useAdminKyc } from '../api/get-admin-kyc.ts';
import { KycDetails } from '../components/kyc-details.tsx';
import { KycStatusBadge } from '../components/kyc-status-badge.tsx';
import { RejectKycDialog } from '../components/reject-kyc-dialog.tsx';

export const ADMIN_KYC_PAGE_SIZE = 20;

const FILTERS: { status: KycRecordStatus; label: string; title: string; empty: string }[] = [
  { status: 'submitted', label: msg('Submitted'), title: msg('Awaiting review'), empty: msg('No KYC is awaiting review.') },
  { status: 'verified', label: msg('Verified'), title: msg('Verified'), empty: msg('No KYC has been verified yet.') },
  { status: 'rejected', label: msg('Rejected'), title: msg('Rejected'), empty: msg('No KYC has been rejected.') },
];

/** `?status=verified&page=2`: an unknown status is the queue (submitted), an unreadable page the first. */
function readParams(params: URLSearchParams): { status: KycRecordStatus; page: number } {
  const status = KYC_DECIDABLE_STATUSES.find((known) => known === params.get('status')) ?? 'submitted';
  const text = params.get('page');
  const page = Number(text);
  return { status, page: text !== null && /^\d+$/.test(text) && Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

function searchFor(status: KycRecordStatus, page = 1): string {
  const params = new URLSearchParams();
  if (status !== 'submitted') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the admin is told after a decision, and which sentence the server gave when it refused one. */
function refusal(error: unknown): string {
  return failureSentence(
    error,
    t('The decision could not be saved. Please try again.'),
    t('The decision could not be sent. Check your connection and try again.'),
  );
}

/**
 * The admin's KYC review (`/admin_dashboard/kyc`, platform.md §3): the backers' details by status,
 * the queue (Submitted, oldest first) by default; each awaiting one can be verified, or rejected
 * with a reason in the "Reject KYC" dialog. After a decision the lists refresh.
 */
export function AdminKycPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, page } = readParams(params);
  const list = useAdminKyc({ status, page, pageSize: ADMIN_KYC_PAGE_SIZE });
  const decide = useDecideKyc();
  const now = useNow();
  const filter = FILTERS.find((candidate) => candidate.status === status)!;
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; id: number } | null>(null);
  const [rejecting, setRejecting] = useState<KycReviewItem | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);

  // After a decision the row leaves the list: the focus goes to the list's heading, under the notice.
  useEffect(() => {
    if (notice?.tone === 'success') heading.current?.focus();
  }, [notice]);

  const send = (item: KycReviewItem, decision: KycDecision) => {
    setNotice(null);
    decide.mutate(decision, {
      onSuccess: () => {
        setRejecting(null);
        const text = decision.action === 'verify' ? t("{name}'s KYC is verified.", { name: item.name }) : t("{name}'s KYC is rejected.", { name: item.name });
        setNotice({ tone: 'success', text, id: Date.now() });
      },
      onError: (error) => {
        if (decision.action === 'reject') setDialogProblem(refusal(error));
        else setNotice({ tone: 'error', text: refusal(error), id: Date.now() });
      },
    });
  };

  const goToPage = (next: number) => {
    void navigate({ search: searchFor(status, next) });
    section.current?.scrollIntoView?.({ block: 'start' });
  };

  const data = list.data;
  const pageCount = data ? getPageCount(data.total, ADMIN_KYC_PAGE_SIZE) : 1;
  const updating = list.isPlaceholderData;
  let count = '';
  if (list.isPending || updating) count = t('Loading…');
  else if (data && data.items.length > 0) {
    const shown = getPageWindow(page, ADMIN_KYC_PAGE_SIZE, data.total);
    count =
      data.total <= ADMIN_KYC_PAGE_SIZE
        ? t('{count, plural, one {# backer} other {# backers}}', { count: data.total })
        : t('{from}–{to} of {total} backers', { from: formatNumber(shown.from), to: formatNumber(shown.to), total: formatNumber(data.total) });
  }

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.isError) {
    body = (
      <div role="alert" className="px-6 py-12 text-center">
        <p className="text-base font-semibold text-red-800">{t('The KYC list could not be loaded.')}</p>
        <Button type="button" variant="secondary" onClick={() => void list.refetch()} className="mt-5">
          <ArrowPathIcon className="size-4" aria-hidden="true" />
          {t('Try again')}
        </Button>
      </div>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <ListEmptyState icon={IdentificationIcon} text={list.data.total > 0 ? t('There is nothing on this page.') : t(filter.empty)}>
        {list.data.total > 0 && (
          <Button type="button" onClick={() => goToPage(1)} className="mt-5">
            {t('Go to the first page')}
          </Button>
        )}
      </ListEmptyState>
    );
  } else {
    body = (
      <ul aria-labelledby="kyc-list-title" aria-busy={updating} className={`divide-y divide-slate-200 ${updating ? 'opacity-60 transition-opacity' : ''}`}>
        {list.data.items.map((item) => (
          <li key={item.user_id}>
            <KycRow
              item={item}
              now={now}
              pending={decide.isPending && decide.variables?.userId === item.user_id ? decide.variables.action : undefined}
              busy={decide.isPending}
              onVerify={() => send(item, { action: 'verify', userId: item.user_id, submittedAt: item.submitted_at })}
              onReject={() => {
                setDialogProblem(null);
                setRejecting(item);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader
        title={t('KYC')}
        description={t("Backers' identity details, to verify before they add funds or invest. The oldest submission comes first.")}
      />

      <FilterLinks
        label={t('KYC statuses')}
        links={FILTERS.map((candidate) => ({ label: t(candidate.label), to: { search: searchFor(candidate.status) }, selected: candidate.status === status }))}
        onFollow={() => setNotice(null)}
      />

      {notice && (
        <div className="mt-5">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}

      <ListCard
        ref={section}
        titleId="kyc-list-title"
        title={t(filter.title)}
        headingRef={heading}
        count={count}
        countTestId="kyc-count"
        pages={data && !list.isError ? { page, pageCount, onPageChange: goToPage, label: t('KYC pages') } : undefined}
        className="mt-5"
      >
        {body}
      </ListCard>

      {rejecting && (
        <RejectKycDialog
          key={rejecting.user_id}
          open
          backerName={rejecting.name}
          pending={decide.isPending}
          problem={dialogProblem}
          onClose={() => setRejecting(null)}
          onReject={(reason) => send(rejecting, { action: 'reject', userId: rejecting.user_id, submittedAt: rejecting.submitted_at, reason })}
        />
      )}
    </div>
  );
}

function When({ label, iso, now }: { label: string; iso: string; now: number }) {
  const absolute = formatAbsoluteTime(iso, useTimeZone());
  return (
    <p className="text-sm text-slate-600">
      {label}{' '}
      <time dateTime={iso} title={absolute} className="font-medium text-slate-900 tabular-nums">
        {formatTimeAgo(iso, now)}
      </time>
      <span className="block text-xs tabular-nums sm:inline sm:before:content-['_·_']">{absolute}</span>
    </p>
  );
}

function KycRow({
  item,
  now,
  pending,
  busy,
  onVerify,
  onReject,
}: {
  item: KycReviewItem;
  now: number;
  pending: 'verify' | 'reject' | undefined;
  busy: boolean;
  onVerify: () => void;
  onReject: () => void;
}) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="px-4 py-5 sm:px-5" data-testid="kyc-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={nameId} className="text-base font-semibold text-slate-900 wrap-break-word" translate="no">
            {item.name}
          </h3>
          <a href={`mailto:${item.email}`} className="text-sm text-brand-800 underline-offset-2 wrap-anywhere hover:underline" translate="no">
            {item.email}
          </a>
        </div>
        <KycStatusBadge status={item.status} />
      </div>
      <div className="mt-2 space-y-0.5">
        <When label={t('Submitted')} iso={item.submitted_at} now={now} />
        {item.decided_at && <When label={item.status === 'verified' ? t('Verified') : t('Rejected')} iso={item.decided_at} now={now} />}
      </div>
      <KycDetails kyc={item} className="mt-4 lg:grid-cols-3" />
      {item.status === 'rejected' && item.reason && (
        <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800 ring-1 ring-red-200">
          <span className="font-semibold">{t('Reason:')} </span>
          <span translate="no">{item.reason}</span>
        </p>
      )}
      {item.status === 'submitted' && (
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onReject} disabled={busy} aria-describedby={nameId}>
            {t('Reject')}
          </Button>
          <Button type="button" onClick={onVerify} disabled={busy} pending={pending === 'verify'} aria-describedby={nameId}>
            {t('Verify')}
          </Button>
        </div>
      )}
    </article>
  );
}

function ListSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true" data-testid="kyc-skeleton">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="space-y-3 px-4 py-5 sm:px-5">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-16 w-full" />
        </li>
      ))}
    </ul>
  );
}

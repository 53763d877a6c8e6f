import { DocumentChartBarIcon, PlusIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { quarterOf, quartersBetween } from '../../../../shared/periods.ts';
import type { Report } from '../../../../shared/contracts/reports.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ActionNotice, DealSubpageHeader } from '../../../components/ui/deal-subpage.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dealPaths, type DealPagesRole } from '../../../config/deal-paths.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useDealReports } from '../api/get-deal-reports.ts';
import { HealthBadge, ReportStatusBadge } from '../components/report-badges.tsx';
import { ReportDetails } from '../components/report-details.tsx';
import { ReportForm } from '../components/report-form.tsx';

/** The form's state: closed, a new report, or a saved one (by id, read from the list as it refreshes). */
type Editing = { open: false } | { open: true; id: string | null };

/**
 * A funded deal's quarterly reports (`…/deals/:id/reports`; after-funding.md §4), for its proposer
 * (and the admin, who reads them): the next report due and what a late one costs, the form, and
 * each report with its status and the admin's comment.
 */
export function DealReportsPage({ dealId, role }: { dealId: string; role: DealPagesRole }) {
  const deal = useDeal(dealId, { staleTime: 0 });
  const reports = useDealReports(dealId);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const focusNotice = useRef(false);

  useEffect(() => {
    if (editing.open || !focusNotice.current) return;
    focusNotice.current = false;
    (noticeRef.current ?? newButton.current)?.focus();
  }, [editing]);

  if (deal.isError) {
    return (
      <>
        <PageTitle title={t('Reports')} />
        <PageHeader title={t('Reports')} />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }

  const name = deal.data ? deal.data.name || t('Untitled deal') : '';
  const list = reports.data;
  const canFile = list?.viewer_can_file === true;
  const filed = new Set(list?.items.map((report) => report.quarter));
  const quarters =
    deal.data?.funded_at && canFile
      ? quartersBetween(quarterOf(new Date(deal.data.funded_at)), quarterOf(new Date()))
          .filter((quarter) => !filed.has(quarter))
          .reverse()
      : [];
  const editingReport = editing.open && editing.id ? (list?.items.find((report) => report.id === editing.id) ?? null) : null;

  const close = (sentence: string | null) => {
    focusNotice.current = true;
    setNotice(sentence);
    setEditing({ open: false });
  };

  let body: ReactNode;
  if (reports.isPending) body = <Skeleton className="m-4 h-24" />;
  else if (reports.isError) body = <ListLoadError title={t('The reports could not be loaded.')} error={reports.error} onRetry={() => void reports.refetch()} />;
  else if (reports.data.items.length === 0) body = <ListEmptyState icon={DocumentChartBarIcon} text={t('No reports yet.')} />;
  else {
    body = (
      <ul className="divide-y divide-slate-200">
        {reports.data.items.map((report) => (
          <li key={report.id} className="space-y-3 px-4 py-4 sm:px-5">
            <ReportHeader report={report} />
            {report.comment && <Alert tone="error">{t("The admin's comment: {comment}", { comment: report.comment })}</Alert>}
            <ReportDetails report={report} />
            {canFile && (report.status === 'draft' || report.status === 'returned') && (
              <Button type="button" variant="secondary" onClick={() => setEditing({ open: true, id: report.id })} disabled={editing.open}>
                {t('Edit the {quarter} report', { quarter: report.quarter })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <DealSubpageHeader
        documentTitle={deal.data ? t('Reports of {name}', { name }) : t('Reports')}
        title={t('Reports')}
        description={
          deal.data
            ? t(
                "{name}: a report for each quarter since the funding. The admin accepts it, and it is public on the deal's page, or returns it with a comment.",
                {
                  name,
                },
              )
            : undefined
        }
        backTo={dealPaths.deal(role, dealId)}
      />
      <div className="space-y-6">
        <ActionNotice ref={noticeRef} notice={notice} />
        {deal.data && deal.data.lifecycle !== 'funded' && (
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
            {t('Only a funded deal files quarterly reports.')}
          </p>
        )}
        {list &&
          deal.data?.lifecycle === 'funded' &&
          // Another proposer sees what anyone sees: the accepted reports, none of the deal's dues or fees.
          (canFile || role === 'admin' ? (
            <DueCard list={list} currency={deal.data.currency} />
          ) : (
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
              {t("Only the deal's proposer files its reports: here are those Sharestead accepted.")}
            </p>
          ))}
        {canFile && quarters.length > 0 && (
          <Button ref={newButton} type="button" onClick={() => setEditing({ open: true, id: null })} disabled={editing.open}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('New report')}
          </Button>
        )}
        {editing.open && deal.data && list && (editing.id === null || editingReport) && (
          <ReportForm
            key={editing.id ?? 'new'}
            dealId={dealId}
            currency={deal.data.currency}
            quarters={quarters}
            editing={editingReport}
            openQuestions={list.open_questions}
            onSaved={(report) => setEditing({ open: true, id: report.id })}
            onSubmitted={(report) => close(t('The {quarter} report is submitted: the admin reviews it next.', { quarter: report.quarter }))}
            onCancel={() => close(null)}
          />
        )}
        <ListCard titleId="deal-reports-title" title={t('Quarterly reports')}>
          {body}
        </ListCard>
      </div>
    </>
  );
}

function ReportHeader({ report }: { report: Report }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{report.quarter}</h3>
      <ReportStatusBadge status={report.status} />
    </div>
  );
}

/** The next report due, the deal's health, the fees held for reporting, and what happens if a report is late. */
function DueCard({ list, currency }: { list: NonNullable<ReturnType<typeof useDealReports>['data']>; currency: Parameters<typeof formatMoney>[1] }) {
  const held = list.fees_held.reduce((sum, each) => sum + each.amount, 0);
  return (
    <section aria-labelledby="report-due-title" className={`${CARD} space-y-3 p-4 text-sm sm:p-5`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="report-due-title" className="text-base font-semibold text-slate-900">
          {list.next_due
            ? t('Next report due: {quarter}, by {date}', { quarter: list.next_due.quarter, date: formatDate(list.next_due.due_on) })
            : t('Every report due is filed.')}
        </h2>
        <HealthBadge health={list.reporting_health} />
      </div>
      <p className="text-slate-700">
        {t(
          'The management fee of each distribution is held until that quarter’s report is accepted. A deal with a report missing is marked late; with four in a row missing it is non-reporting, and the fees still held are paid to its holders as compensation.',
        )}
      </p>
      {held > 0 && (
        <p className="font-semibold text-slate-900">
          {t('Fees held for reporting: {amount} ({quarters})', {
            amount: formatMoney(held, currency),
            quarters: list.fees_held.map((each) => each.quarter).join(', '),
          })}
        </p>
      )}
    </section>
  );
}

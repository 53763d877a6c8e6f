import { InboxIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { returnReportSchema, type DealReporting, type Report } from '../../../../shared/contracts/reports.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { checkWith, ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useAdminReports, useDecideReport, type ReportDecision } from '../api/admin-reports.ts';
import { HealthBadge, ReportStatusBadge } from '../components/report-badges.tsx';
import { ReportDetails } from '../components/report-details.tsx';

const checkComment = checkWith(
  returnReportSchema,
  (comment) => ({ comment }),
  (data) => data.comment,
);

/** The words that name a report in sentences: its deal and quarter. */
const subjectOf = (report: Report) => t('{deal}, {quarter}', { deal: report.deal_name, quarter: report.quarter });

/**
 * The admin's reports (/admin_dashboard/reports; after-funding.md §4): the submitted reports,
 * oldest first, each to accept (it turns public and the quarter's held fees go to the proposer)
 * or return with a comment; and every funded deal's reporting health, the overdue first.
 */
export function AdminReportsPage() {
  const overview = useAdminReports();
  const decide = useDecideReport();
  const [chosen, setChosen] = useState<{ action: ReportDecision['action']; report: Report } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A decision takes the report out of the queue, and focus went with its button: it comes back to the queue's heading.
  useEffect(() => {
    if (done && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
  }, [done, overview.data]);

  const open = (action: ReportDecision['action'], report: Report) => {
    decide.reset();
    setDone(null);
    setChosen({ action, report });
  };
  const act = (decision: ReportDecision, report: Report) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setChosen(null);
        setDone(
          decision.action === 'accept'
            ? t('The report of {subject} is accepted: it is public, and the fees held for its quarter are released.', { subject: subjectOf(report) })
            : t('The report of {subject} is returned; its proposer reads your comment.', { subject: subjectOf(report) }),
        );
      },
    });
  const problem = decide.error ? failureSentence(decide.error, t('The report could not be changed. Please try again.')) : null;

  let queue: ReactNode;
  let health: ReactNode;
  if (overview.isPending) {
    queue = <Skeleton className="m-4 h-24" />;
    health = <Skeleton className="m-4 h-24" />;
  } else if (overview.isError) {
    queue = <ListLoadError title={t('The reports could not be loaded.')} error={overview.error} onRetry={() => void overview.refetch()} />;
    health = null;
  } else {
    queue =
      overview.data.queue.length === 0 ? (
        <ListEmptyState icon={InboxIcon} text={t('No reports are waiting.')} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {overview.data.queue.map((report) => (
            <li key={report.id} className="space-y-3 px-4 py-4 sm:px-5">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="text-sm font-semibold text-slate-900">{subjectOf(report)}</h3>
                <ReportStatusBadge status={report.status} />
              </div>
              <ReportDetails report={report} headingLevel="h4" />
              <div className="flex flex-wrap gap-3">
                <Button type="button" onClick={() => open('accept', report)}>
                  {t('Accept')}
                  <span className="sr-only">: {subjectOf(report)}</span>
                </Button>
                <Button type="button" variant="secondary" onClick={() => open('return', report)}>
                  {t('Return')}
                  <span className="sr-only">: {subjectOf(report)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      );
    health = <HealthTable rows={overview.data.health} />;
  }

  return (
    <div>
      <PageHeader
        title={t('Reports')}
        description={t("Accept a sponsor's quarterly report, which makes it public and releases the fees held for its quarter, or return it with a comment.")}
      />
      <div className="space-y-6">
        {done && <Alert tone="success">{done}</Alert>}
        <ListCard
          titleId="report-queue-title"
          title={t('Reports to review')}
          headingRef={heading}
          count={overview.data ? String(overview.data.queue.length) : undefined}
        >
          {queue}
        </ListCard>
        <ListCard titleId="report-health-title" title={t('Reporting health')}>
          {health}
        </ListCard>
      </div>
      <ConfirmDialog
        open={chosen?.action === 'accept'}
        title={t('Accept')}
        confirmLabel={t('Accept')}
        pending={decide.isPending}
        problem={problem}
        onConfirm={() => chosen && act({ action: 'accept', id: chosen.report.id }, chosen.report)}
        onClose={() => setChosen(null)}
      >
        <p>{chosen ? t('Accept the report of {subject}?', { subject: subjectOf(chosen.report) }) : ''}</p>
        <p className="mt-2">{t("It becomes public on the deal's page and the fees held for its quarter go to the proposer. It cannot be undone.")}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={chosen?.action === 'return'}
        title={t('Return the report')}
        description={chosen ? t('The proposer of {subject} reads your comment and files the report again.', { subject: subjectOf(chosen.report) }) : ''}
        label={t('Comment')}
        submitLabel={t('Return')}
        check={checkComment}
        pending={decide.isPending}
        problem={problem}
        onSubmit={(comment) => chosen && act({ action: 'return', id: chosen.report.id, comment }, chosen.report)}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}

/** Every funded deal's reporting health, the most quarters overdue first. */
function HealthTable({ rows }: { rows: DealReporting[] }) {
  if (rows.length === 0) return <ListEmptyState icon={InboxIcon} text={t('No funded deals yet.')} />;
  const header = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-4';
  const cell = 'px-3 py-2.5 text-slate-900 whitespace-nowrap first:pl-4';
  return (
    <div className="overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('Reporting health of every funded deal, the overdue first')}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={header}>
              {t('Deal')}
            </th>
            <th scope="col" className={header}>
              {t('Sponsor')}
            </th>
            <th scope="col" className={header}>
              {t('Health')}
            </th>
            <th scope="col" className={header}>
              {t('Overdue')}
            </th>
            <th scope="col" className={header}>
              {t('Next due')}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {t('Fees held')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.deal_id}>
              <th scope="row" className={`${cell} text-left font-semibold`}>
                <Link to={dealPaths.reports('admin', row.deal_id)} className="text-brand-800 underline-offset-2 hover:underline">
                  {row.deal_name}
                </Link>
              </th>
              <td className={cell}>{row.proposer_name}</td>
              <td className={cell}>
                <HealthBadge health={row.reporting_health} />
              </td>
              <td className={cell}>{row.overdue.length > 0 ? row.overdue.join(', ') : '—'}</td>
              <td className={cell}>
                {row.next_due ? t('{quarter}, by {date}', { quarter: row.next_due.quarter, date: formatDate(row.next_due.due_on) }) : '—'}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatMoney(row.fees_held, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

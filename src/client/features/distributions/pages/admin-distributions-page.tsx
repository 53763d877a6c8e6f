import { InboxIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useDecideDistribution, type DistributionDecision } from '../api/decide-distribution.ts';
import { useDistributionQueue } from '../api/get-distribution-queue.ts';
import { DistributionStatusBadge } from '../components/distribution-status-badge.tsx';
import { RejectDistributionDialog } from '../components/reject-distribution-dialog.tsx';

type Step = DistributionDecision['action'];

const money = (distribution: Distribution, minor: number) => formatMoney(minor, distribution.currency);

/** The words that name a distribution in sentences: its deal and quarter. */
const subjectOf = (distribution: Distribution) => t('{deal}, {period}', { deal: distribution.deal_name, period: distribution.period });

/** The confirmations of the two steps that cannot be taken back, in the language shown. */
function confirmation(step: 'funds-received' | 'approve', distribution: Distribution): { title: string; question: string; consequence: string } {
  const values = {
    subject: subjectOf(distribution),
    amount: money(distribution, distribution.to_fund),
    distributable: money(distribution, distribution.distributable),
    reference: distribution.reference,
  };
  return step === 'funds-received'
    ? {
        title: t('Funds received'),
        question: t('Has {amount} with reference {reference} arrived for the distribution of {subject}?', values),
        consequence: t("Confirming moves the money into the deal's distribution account. It cannot be undone."),
      }
    : {
        title: t('Approve'),
        question: t('Approve the distribution of {subject}: {distributable} to its holders?', values),
        consequence: t('A job then pays each holder their share, less the tax withheld. It cannot be undone.'),
      };
}

/** What the page says once a step is done. */
function doneSentence(step: Step, distribution: Distribution): string {
  const subject = subjectOf(distribution);
  if (step === 'funds-received') return t('The money for the distribution of {subject} is in its distribution account: it can be approved.', { subject });
  if (step === 'approve') return t('The distribution of {subject} is approved: its holders are being paid.', { subject });
  return t('The distribution of {subject} is rejected; its proposer reads your reason.', { subject });
}

/**
 * The admin's distributions (/admin_dashboard/distributions; after-funding.md §2, the checker's
 * half): those submitted and waiting for their money, funded and waiting for approval, and
 * approved while the job pays them. Each row offers the step its status allows; the steps that
 * cannot be undone ask first, and the server refuses one the admin drafted (403 same_author).
 */
export function AdminDistributionsPage() {
  const queue = useDistributionQueue();
  const decide = useDecideDistribution();
  const [chosen, setChosen] = useState<{ step: Step; distribution: Distribution } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A step changes the row's buttons or takes the row away, and focus went with the button that
  // opened the dialog: it comes back to the list's heading instead.
  useEffect(() => {
    if (done && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
  }, [done, queue.data]);

  const open = (step: Step, distribution: Distribution) => {
    decide.reset();
    setDone(null);
    setChosen({ step, distribution });
  };
  const act = (decision: DistributionDecision, distribution: Distribution) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setChosen(null);
        setDone(doneSentence(decision.action, distribution));
      },
    });
  const problem = decide.error ? failureSentence(decide.error, t('The distribution could not be changed. Please try again.')) : null;

  let body: ReactNode;
  if (queue.isPending) body = <ListTableSkeleton columns={7} testId="distributions-skeleton" />;
  else if (queue.isError) body = <ListLoadError title={t('The list could not be loaded.')} error={queue.error} onRetry={() => void queue.refetch()} />;
  else {
    body = (
      <ListTable
        labelledBy="distribution-queue-title"
        columns={queueColumns(open)}
        rows={queue.data}
        rowKey={(distribution) => distribution.id}
        card={(distribution, headingId) => <QueueCard distribution={distribution} headingId={headingId} onAct={open} />}
        testIds={{ row: 'distribution-row', card: 'distribution-card' }}
        empty={<ListEmptyState icon={InboxIcon} text={t('No distributions are waiting.')} />}
      />
    );
  }

  let count: string | undefined;
  if (queue.isPending) count = t('Loading…');
  else if (queue.data) count = t('{count, plural, one {# distribution} other {# distributions}}', { count: queue.data.length });

  const confirming =
    chosen && chosen.step !== 'reject' ? { step: chosen.step, distribution: chosen.distribution, text: confirmation(chosen.step, chosen.distribution) } : null;

  return (
    <div>
      <PageHeader
        title={t('Distributions')}
        description={t(
          "Confirm a submitted distribution's money once it is on the deal's distribution account, then approve it, or reject it with a reason. Whoever drafted one may not approve or reject it.",
        )}
      />
      <div className="space-y-4">
        {done && <Alert tone="success">{done}</Alert>}
        <ListCard titleId="distribution-queue-title" title={t('Distributions waiting')} headingRef={heading} count={count} countTestId="distribution-count">
          {body}
        </ListCard>
      </div>
      {confirming && (
        <ConfirmDialog
          key={`${confirming.step} ${confirming.distribution.id}`}
          title={confirming.text.title}
          confirmLabel={confirming.text.title}
          pending={decide.isPending}
          problem={problem}
          onConfirm={() => act({ action: confirming.step, id: confirming.distribution.id }, confirming.distribution)}
          onClose={() => setChosen(null)}
        >
          <p className="text-slate-900">{confirming.text.question}</p>
          <p className="mt-3">{confirming.text.consequence}</p>
        </ConfirmDialog>
      )}
      {chosen?.step === 'reject' && (
        <RejectDistributionDialog
          key={chosen.distribution.id}
          open
          subject={subjectOf(chosen.distribution)}
          pending={decide.isPending}
          problem={problem}
          onReject={(reason) => act({ action: 'reject', id: chosen.distribution.id, reason }, chosen.distribution)}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  );
}

/** The steps a status allows, as the row's buttons; each button's name carries the reference, so rows are told apart. */
function Actions({ distribution, onAct }: { distribution: Distribution; onAct: (step: Step, distribution: Distribution) => void }) {
  if (distribution.status === 'approved') return <span className="text-sm text-slate-700">{t('Paying…')}</span>;
  const steps: { step: Step; label: string }[] = [];
  if (distribution.status === 'submitted') steps.push({ step: 'funds-received', label: t('Funds received') });
  if (distribution.status === 'funded') steps.push({ step: 'approve', label: t('Approve') });
  if (distribution.status === 'submitted' || distribution.status === 'funded') steps.push({ step: 'reject', label: t('Reject') });
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map(({ step, label }) => (
        <Button
          key={step}
          type="button"
          variant={step === 'reject' ? 'ghost' : 'secondary'}
          onClick={() => onAct(step, distribution)}
          aria-label={t('{action} {reference}', { action: label, reference: distribution.reference })}
          className="whitespace-nowrap"
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

function DealLink({ distribution }: { distribution: Distribution }) {
  return (
    <Link
      to={dealPaths.distributions('admin', distribution.deal_id)}
      className="font-semibold text-brand-800 underline-offset-2 wrap-break-word hover:underline"
      translate="no"
    >
      {distribution.deal_name}
    </Link>
  );
}

function Reference({ distribution }: { distribution: Distribution }) {
  return (
    <span className="font-mono font-medium whitespace-nowrap text-slate-900" translate="no">
      {distribution.reference}
    </span>
  );
}

/** The table's columns, made at render so their headers are in the current language. */
function queueColumns(onAct: (step: Step, distribution: Distribution) => void): ListColumn<Distribution>[] {
  return [
    { header: t('Deal'), primary: true, cell: (distribution) => <DealLink distribution={distribution} /> },
    { header: t('Period'), cell: (distribution) => <span translate="no">{distribution.period}</span> },
    {
      header: t('Distributable'),
      cell: (distribution) => <span className="whitespace-nowrap tabular-nums">{money(distribution, distribution.distributable)}</span>,
    },
    { header: t('To fund'), cell: (distribution) => <span className="whitespace-nowrap tabular-nums">{money(distribution, distribution.to_fund)}</span> },
    { header: t('Reference'), cell: (distribution) => <Reference distribution={distribution} /> },
    { header: t('Status'), cell: (distribution) => <DistributionStatusBadge status={distribution.status} /> },
    { header: t('Action'), cell: (distribution) => <Actions distribution={distribution} onAct={onAct} /> },
  ];
}

function QueueCard({
  distribution,
  headingId,
  onAct,
}: {
  distribution: Distribution;
  headingId: string;
  onAct: (step: Step, distribution: Distribution) => void;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 text-base">
          <DealLink distribution={distribution} /> <span translate="no">{distribution.period}</span>
        </h3>
        <DistributionStatusBadge status={distribution.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-slate-600">{t('Distributable')}</dt>
          <dd className="mt-1 tabular-nums">{money(distribution, distribution.distributable)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('To fund')}</dt>
          <dd className="mt-1 tabular-nums">{money(distribution, distribution.to_fund)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-600">{t('Reference')}</dt>
          <dd className="mt-1">
            <Reference distribution={distribution} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <Actions distribution={distribution} onAct={onAct} />
      </div>
    </>
  );
}

import { ArrowDownTrayIcon, InboxIcon } from '@heroicons/react/20/solid';
import { useState, type ReactNode } from 'react';
import type { TaxQuarter } from '../../../../shared/contracts/tax-admin.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { downloadTaxReturn } from '../api/download-tax-files.ts';
import { useTaxQuarters } from '../api/get-tax-quarters.ts';
import { calendarDay, taxQuarterLabel } from '../lib/tax-admin-text.ts';
import { RecordDepositDialog } from './record-deposit-dialog.tsx';

interface Actions {
  onRecord: (quarter: TaxQuarter) => void;
  onDownload: (quarter: TaxQuarter) => void;
}

const keyOf = (quarter: TaxQuarter) => `${quarter.deal_id} ${quarter.tax_quarter}`;
const quarterName = (quarter: TaxQuarter) => t('{deal}, {quarter}', { deal: quarter.deal_name, quarter: quarter.tax_quarter });

/** Where the quarter's tax stands: deposited by a challan, waiting for one, or not yet due. */
function DepositState({ quarter }: { quarter: TaxQuarter }) {
  if (quarter.deposit) {
    return (
      <span className="text-slate-900">
        <span className="font-mono" translate="no">
          {quarter.deposit.challan}
        </span>
        <span className="block text-xs text-slate-600">{t('Deposited on {date}', { date: calendarDay(quarter.deposit.deposited_on) })}</span>
      </span>
    );
  }
  if (quarter.withheld === 0) return <span className="text-slate-700">{t('Nothing withheld')}</span>;
  if (!quarter.ended) return <span className="text-slate-700">{t('Due once the quarter is over')}</span>;
  return <span className="font-medium text-amber-800">{t('Not deposited yet')}</span>;
}

/** The row's buttons; each name carries the deal and quarter, so rows are told apart. */
function QuarterActions({ quarter, onRecord, onDownload }: { quarter: TaxQuarter } & Actions) {
  const canRecord = quarter.deposit === null && quarter.ended && quarter.withheld > 0;
  return (
    <div className="flex flex-wrap gap-2">
      {canRecord && (
        <Button
          type="button"
          variant="secondary"
          className="whitespace-nowrap"
          aria-label={t('Record challan for {subject}', { subject: quarterName(quarter) })}
          onClick={() => onRecord(quarter)}
        >
          {t('Record challan')}
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        className="whitespace-nowrap"
        aria-label={t('Download Form 26Q for {subject}', { subject: quarterName(quarter) })}
        onClick={() => onDownload(quarter)}
      >
        <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
        {t('Form 26Q')}
      </Button>
    </div>
  );
}

function columns(actions: Actions): ListColumn<TaxQuarter>[] {
  return [
    {
      header: t('Deal'),
      primary: true,
      cell: (quarter) => (
        <span className="font-semibold text-slate-900" translate="no">
          {quarter.deal_name}
        </span>
      ),
    },
    { header: t('Quarter'), cell: (quarter) => taxQuarterLabel(quarter.fy, quarter.quarter) },
    { header: t('Paid'), cell: (quarter) => <span className="whitespace-nowrap tabular-nums">{formatMoney(quarter.gross, quarter.currency)}</span> },
    {
      header: t('Tax withheld'),
      cell: (quarter) => <span className="whitespace-nowrap tabular-nums">{formatMoney(quarter.withheld, quarter.currency)}</span>,
    },
    { header: t('Deposit'), cell: (quarter) => <DepositState quarter={quarter} /> },
    { header: t('Action'), cell: (quarter) => <QuarterActions quarter={quarter} {...actions} /> },
  ];
}

function QuarterCard({ quarter, headingId, ...actions }: { quarter: TaxQuarter; headingId: string } & Actions) {
  return (
    <>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        <span translate="no">{quarter.deal_name}</span>
        <span className="block text-sm font-normal text-slate-700">{taxQuarterLabel(quarter.fy, quarter.quarter)}</span>
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-600">{t('Paid')}</dt>
          <dd className="mt-1 tabular-nums">{formatMoney(quarter.gross, quarter.currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Tax withheld')}</dt>
          <dd className="mt-1 tabular-nums">{formatMoney(quarter.withheld, quarter.currency)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-600">{t('Deposit')}</dt>
          <dd className="mt-1">
            <DepositState quarter={quarter} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <QuarterActions quarter={quarter} {...actions} />
      </div>
    </>
  );
}

/**
 * Each funded deal's tax quarters (after-funding.md §2): what it paid and withheld, the deposit
 * of that tax by challan (recorded here once the quarter is over, which empties the quarter's
 * share of the deal's TDS account), and the quarter's return as a Form 26Q CSV.
 */
export function TaxQuartersCard() {
  const quarters = useTaxQuarters();
  const [recording, setRecording] = useState<TaxQuarter | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const actions: Actions = {
    onRecord: (quarter) => {
      setDone(null);
      setRecording(quarter);
    },
    onDownload: (quarter) => {
      setProblem(null);
      downloadTaxReturn({ dealId: quarter.deal_id, fy: quarter.fy, quarter: quarter.quarter }).catch((error: unknown) =>
        setProblem(failureSentence(error, t('The return could not be downloaded. Please try again.'))),
      );
    },
  };

  let body: ReactNode;
  if (quarters.isPending) body = <ListTableSkeleton columns={6} testId="quarters-skeleton" />;
  else if (quarters.isError) {
    body = <ListLoadError title={t('The tax quarters could not be loaded.')} error={quarters.error} onRetry={() => void quarters.refetch()} />;
  } else {
    body = (
      <ListTable
        labelledBy="tax-quarters-title"
        columns={columns(actions)}
        rows={quarters.data}
        rowKey={keyOf}
        card={(quarter, headingId) => <QuarterCard quarter={quarter} headingId={headingId} {...actions} />}
        testIds={{ row: 'quarter-row', card: 'quarter-card' }}
        empty={<ListEmptyState icon={InboxIcon} text={t('No deal has paid income yet.')} />}
      />
    );
  }

  return (
    <ListCard titleId="tax-quarters-title" title={t('Deposits and returns')}>
      {(done ?? problem) && (
        <div className="px-4 pt-3 sm:px-5">
          {done && <Alert tone="success">{done}</Alert>}
          {problem && <Alert tone="error">{problem}</Alert>}
        </div>
      )}
      {body}
      {recording && (
        <RecordDepositDialog
          quarter={recording}
          onClose={() => setRecording(null)}
          onRecorded={() => {
            setDone(t('The tax of {subject} is recorded as deposited.', { subject: quarterName(recording) }));
            setRecording(null);
          }}
        />
      )}
    </ListCard>
  );
}

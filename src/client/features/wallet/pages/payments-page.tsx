import { InboxIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdminDeposit, AdminWithdrawal } from '../../../../shared/contracts/wallet.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatMoney, msg, t } from '../../../lib/i18n.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { useNow } from '../../../lib/use-now.ts';
import {
  QUEUE_PAGE_SIZE,
  useConfirmDeposit,
  useMarkWithdrawalPaid,
  useOpenDeposits,
  useOpenWithdrawals,
  useRefreshPaymentQueues,
} from '../api/admin-payments.ts';

type Payment = AdminDeposit | AdminWithdrawal;

/** What differs between the two queues: their words, their data and their action. */
interface QueueKind {
  id: 'deposits' | 'withdrawals';
  title: string;
  /** How many are open, in words (`12 deposits awaiting funds`). */
  count: (total: number) => string;
  empty: string;
  action: string;
  question: (payment: Payment) => string;
  consequence: string;
  done: (payment: Payment) => string;
  failure: string;
}

const amountOf = (payment: Payment) => formatMoney(payment.amount, payment.currency);

const paymentValues = (payment: Payment) => ({ amount: amountOf(payment), reference: payment.reference, name: payment.backer.name });

/** The queues' words, in the language shown when they are asked for (never frozen at module level). */
function depositsKind(): QueueKind {
  return {
    id: 'deposits',
    title: t('Deposits to confirm'),
    count: (total) => t('{count, plural, one {# deposit awaiting funds} other {# deposits awaiting funds}}', { count: total }),
    empty: t('No deposits are awaiting funds.'),
    action: t('Confirm deposit'),
    question: (payment) => t('Has {amount} with reference {reference} from {name} arrived in the escrow account?', paymentValues(payment)),
    consequence: t("Confirming credits the backer's wallet at once. It cannot be undone."),
    done: (payment) => t("Deposit {reference} confirmed: {amount} is in {name}'s wallet.", paymentValues(payment)),
    failure: t('The deposit could not be confirmed. Please try again.'),
  };
}

function withdrawalsKind(): QueueKind {
  return {
    id: 'withdrawals',
    title: t('Withdrawals to pay'),
    count: (total) => t('{count, plural, one {# withdrawal to pay} other {# withdrawals to pay}}', { count: total }),
    empty: t('No withdrawals are waiting to be paid.'),
    action: t('Mark paid'),
    question: (payment) => t("Have you sent {amount} with reference {reference} to {name}'s bank account?", paymentValues(payment)),
    consequence: t("Marking it paid takes the held amount out of the backer's wallet. It cannot be undone."),
    done: (payment) => t('Withdrawal {reference} marked paid: {amount} to {name}.', paymentValues(payment)),
    failure: t('The withdrawal could not be marked paid. Please try again.'),
  };
}

/**
 * The admin's payments (/admin_dashboard/payments): deposits to confirm once their money shows on
 * the escrow account's statement, and withdrawals to pay, each oldest first; every action asks
 * for confirmation with the amount and reference, and the lists refresh after it.
 */
export function PaymentsPage() {
  const refreshQueues = useRefreshPaymentQueues();
  return (
    <div>
      <PageHeader
        title={t('Payments')}
        description={t(
          "Confirm deposits once their money is on the escrow account's statement, and mark withdrawals paid once you have sent them. Oldest first.",
        )}
      />
      <Tabs
        label={t('Payment queues')}
        // Both queues stay mounted; the one shown is asked again, as backers may have added to it since.
        onSelect={refreshQueues}
        items={[
          { label: t('Deposits to confirm'), panel: <DepositQueue /> },
          { label: t('Withdrawals to pay'), panel: <WithdrawalQueue /> },
        ]}
      />
    </div>
  );
}

function DepositQueue() {
  const [page, setPage] = useState(1);
  return <Queue kind={depositsKind()} query={useOpenDeposits(page)} action={useConfirmDeposit()} page={page} onPage={setPage} />;
}

function WithdrawalQueue() {
  const [page, setPage] = useState(1);
  return <Queue kind={withdrawalsKind()} query={useOpenWithdrawals(page)} action={useMarkWithdrawalPaid()} page={page} onPage={setPage} />;
}

interface QueueProps {
  kind: QueueKind;
  query: ReturnType<typeof useOpenDeposits> | ReturnType<typeof useOpenWithdrawals>;
  action: ReturnType<typeof useConfirmDeposit> | ReturnType<typeof useMarkWithdrawalPaid>;
  page: number;
  onPage: (page: number) => void;
}

function Queue({ kind, query, action, page, onPage }: QueueProps) {
  const now = useNow();
  const [chosen, setChosen] = useState<Payment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = query.data;
  const items: Payment[] = data?.items ?? [];
  const pageCount = data ? getPageCount(data.total, QUEUE_PAGE_SIZE) : 1;
  const titleId = `${kind.id}-queue-title`;
  const heading = useRef<HTMLHeadingElement>(null);

  // The row whose button opened the dialog leaves the list once it is done; focus, returned to that
  // button as the dialog closed, then goes with it. It comes back to the list's heading instead.
  useEffect(() => {
    if (done && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
  }, [done, data]);

  const open = (payment: Payment) => {
    action.reset();
    setDone(null);
    setChosen(payment);
  };
  const confirm = () => {
    if (!chosen) return;
    const payment = chosen;
    action.mutate(payment.id, {
      onSuccess: () => {
        setChosen(null);
        setDone(kind.done(payment));
      },
    });
  };

  let count = '';
  if (query.isPending || query.isPlaceholderData) count = t('Loading…');
  else if (data) count = kind.count(data.total);

  let body: ReactNode;
  if (query.isPending) body = <QueueSkeleton testId={`${kind.id}-skeleton`} />;
  else if (query.isError)
    body = <ListLoadError title={t('The list could not be loaded.')} error={query.error} onRetry={() => void query.refetch()} className="py-10" />;
  else if (items.length === 0 && (data?.total ?? 0) > 0) {
    body = (
      <div className="px-6 py-10 text-center">
        <p className="text-base font-semibold text-slate-900">{t('There is nothing on this page any more.')}</p>
        <Button type="button" onClick={() => onPage(1)} className="mt-4">
          {t('Go to the first page')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <ListEmptyState icon={InboxIcon} text={kind.empty} className="py-12" />;
  } else {
    body = (
      <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <QueueTable kind={kind} items={items} now={now} titleId={titleId} onAct={open} />
        <QueueCards kind={kind} items={items} now={now} titleId={titleId} onAct={open} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {done && <Alert tone="success">{done}</Alert>}
      <ListCard
        titleId={titleId}
        title={kind.title}
        headingRef={heading}
        count={count}
        countTestId={`${kind.id}-count`}
        pages={data && !query.isError ? { page, pageCount, onPageChange: onPage, label: t('{list} pages', { list: kind.title }) } : undefined}
      >
        {body}
      </ListCard>
      <ModalDialog open={chosen !== null} onClose={() => setChosen(null)} title={kind.action}>
        {chosen && (
          <div className="mt-4 space-y-4">
            {action.error && <Alert tone="error">{failureSentence(action.error, kind.failure)}</Alert>}
            <p className="text-sm text-slate-900">{kind.question(chosen)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
              <dt className="text-slate-600">{t('Amount')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{amountOf(chosen)}</dd>
              <dt className="text-slate-600">{t('Reference')}</dt>
              <dd className="font-mono font-semibold text-slate-900" translate="no">
                {chosen.reference}
              </dd>
              <dt className="text-slate-600">{t('Backer')}</dt>
              <dd className="text-slate-900 wrap-anywhere" translate="no">
                {chosen.backer.name} ({chosen.backer.email})
              </dd>
            </dl>
            <p className="text-sm text-slate-600">{kind.consequence}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" data-autofocus onClick={() => setChosen(null)}>
                {t('Cancel')}
              </Button>
              <Button type="button" onClick={confirm} pending={action.isPending} disabled={action.isPending}>
                {kind.action}
              </Button>
            </div>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}

interface RowsProps {
  kind: QueueKind;
  items: Payment[];
  now: number;
  titleId: string;
  onAct: (payment: Payment) => void;
}

/** The row's button: its name carries the reference, so each of many is told apart. */
function ActButton({ kind, payment, onAct }: { kind: QueueKind; payment: Payment; onAct: (payment: Payment) => void }) {
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => onAct(payment)}
      aria-label={t('{action} {reference}', { action: kind.action, reference: payment.reference })}
      className="whitespace-nowrap"
    >
      {kind.action}
    </Button>
  );
}

const QUEUE_COLUMNS = [msg('Backer'), msg('Amount'), msg('Reference'), msg('Requested'), msg('Action')] as const;

function QueueTable({ kind, items, now, titleId, onAct }: RowsProps) {
  return (
    <table className="hidden w-full text-sm lg:table" aria-labelledby={titleId}>
      <thead className="bg-slate-50">
        <tr>
          {QUEUE_COLUMNS.map((label) => (
            <th
              key={label}
              scope="col"
              className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5 last:pr-5 ${label === QUEUE_COLUMNS[1] ? 'text-right' : 'text-left'}`}
            >
              {label === QUEUE_COLUMNS[4] ? <span className="sr-only">{t(label)}</span> : t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((payment) => (
          <tr key={payment.id} className="align-middle" data-testid={`${kind.id}-row`}>
            <th scope="row" className="py-3 pr-4 pl-5 text-left font-normal" translate="no">
              <span className="block font-semibold text-slate-900">{payment.backer.name}</span>
              <span className="block text-slate-600 wrap-anywhere">{payment.backer.email}</span>
            </th>
            <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{amountOf(payment)}</td>
            <td className="px-4 py-3 font-mono font-medium whitespace-nowrap text-slate-900" translate="no">
              {payment.reference}
            </td>
            <td className="px-4 py-3">
              <TimeStamp iso={payment.created_at} now={now} />
            </td>
            <td className="py-3 pr-5 pl-4 text-right">
              <ActButton kind={kind} payment={payment} onAct={onAct} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function QueueCards({ kind, items, now, titleId, onAct }: RowsProps) {
  return (
    <ul className="divide-y divide-slate-200 lg:hidden" aria-labelledby={titleId}>
      {items.map((payment) => (
        <li key={payment.id} className="space-y-3 px-4 py-4 text-sm sm:px-5" data-testid={`${kind.id}-card`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0" translate="no">
              <p className="font-semibold text-slate-900">{payment.backer.name}</p>
              <p className="text-slate-600 wrap-anywhere">{payment.backer.email}</p>
            </div>
            <p className="shrink-0 text-base font-semibold text-slate-900 tabular-nums">{amountOf(payment)}</p>
          </div>
          <div className="flex items-end justify-between gap-3">
            <div>
              <p className="font-mono font-medium text-slate-900" translate="no">
                {payment.reference}
              </p>
              <TimeStamp iso={payment.created_at} now={now} className="mt-1" />
            </div>
            <ActButton kind={kind} payment={payment} onAct={onAct} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function QueueSkeleton({ testId }: { testId: string }) {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true" data-testid={testId}>
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex items-center justify-between gap-4 px-4 py-4 sm:px-5">
          <div className="w-1/2 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-10 w-32" />
        </li>
      ))}
    </ul>
  );
}

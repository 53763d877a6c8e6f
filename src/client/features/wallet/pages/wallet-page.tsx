import { BanknotesIcon } from '@heroicons/react/20/solid';
import { Trans } from '../../../lib/trans.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { Deposit, WalletBalance, Withdrawal } from '../../../../shared/contracts/wallet.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListLoadError } from '../../../components/ui/list-card.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, msg, t } from '../../../lib/i18n.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useDeposits, useWithdrawals } from '../api/get-payments-of-backer.ts';
import { useWallet } from '../../../api/get-wallet.ts';
import { ENTRIES_PAGE_SIZE, useWalletEntries } from '../api/get-wallet-entries.ts';
import { AddFundsDialog } from '../components/add-funds-dialog.tsx';
import { PaymentStatusBadge } from '../components/status-badge.tsx';
import { TransferDetails } from '../../../components/ui/transfer-details.tsx';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';
import { CURRENCY_NAMES } from '../lib/labels.ts';
import { ledgerLines, type LedgerLine } from '../lib/ledger-lines.ts';

/**
 * The backer's wallet (/backer_dashboard/wallet, platform.md §3): available and held money per
 * currency, **Add funds** and **Withdraw**, the deposits awaiting their bank transfer with the
 * details to send it, recent withdrawals, and every ledger line, paged.
 */
export function WalletPage() {
  const wallet = useWallet();
  const [dialog, setDialog] = useState<'add' | 'withdraw' | null>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('Wallet')}
        description={t('Add money by bank transfer, invest it in live deals, and withdraw it to your bank account.')}
        actions={
          <>
            <Button type="button" onClick={() => setDialog('add')}>
              {t('Add funds')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDialog('withdraw')}>
              {t('Withdraw')}
            </Button>
          </>
        }
      />
      <Balances query={wallet} />
      <Deposits />
      <Withdrawals />
      <Ledger />
      <AddFundsDialog open={dialog === 'add'} onClose={close} />
      <WithdrawDialog open={dialog === 'withdraw'} onClose={close} balances={wallet.data?.balances ?? []} />
    </div>
  );
}

/** The wallet's panels are smaller than a page's list: their messages take less room. */
function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return <ListLoadError title={title} error={error} onRetry={onRetry} className="py-8" />;
}

function Balances({ query }: { query: ReturnType<typeof useWallet> }) {
  if (query.isError) {
    return (
      <section aria-label={t('Balances')} className={CARD}>
        <LoadError title={t('Your balances could not be loaded.')} error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title" className="sr-only">
        {t('Balances')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2" aria-busy={query.isPending}>
        {query.isPending ? (
          <li className={`${CARD} p-5`} data-testid="balances-skeleton">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-4 h-8 w-48" />
            <Skeleton className="mt-3 h-4 w-40" />
          </li>
        ) : (
          query.data.balances.map((balance) => <BalanceCard key={balance.currency} balance={balance} />)
        )}
      </ul>
    </section>
  );
}

function BalanceCard({ balance }: { balance: WalletBalance }) {
  const headingId = `balance-${balance.currency}`;
  return (
    <li className={`${CARD} p-5`} data-testid={headingId}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <BanknotesIcon className="size-5 text-brand-700" aria-hidden="true" />
          {t('{name} ({code})', { name: t(CURRENCY_NAMES[balance.currency]), code: balance.currency })}
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-slate-600">{t('Available')}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums wrap-anywhere" data-testid="available">
              {formatMoney(balance.available, balance.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('Held')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-700 tabular-nums wrap-anywhere" data-testid="held">
              {formatMoney(balance.held, balance.currency)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t('Held: committed to live deals, or withdrawals not yet paid.')}</p>
      </article>
    </li>
  );
}

function ListSkeleton({ testId }: { testId: string }) {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true" data-testid={testId}>
      {Array.from({ length: 2 }, (_, index) => (
        <li key={index} className="space-y-2 px-4 py-4 sm:px-5">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-5">{children}</p>;
}

/** The latest deposits or withdrawals: one list each, the same states. */
function PaymentList<Item extends Deposit | Withdrawal>({
  id,
  title,
  query,
  empty,
  loadError,
  renderItem,
}: {
  id: 'deposits' | 'withdrawals';
  title: string;
  query: UseQueryResult<{ items: Item[] }>;
  empty: string;
  loadError: string;
  renderItem: (item: Item) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton testId={`${id}-skeleton`} />;
  else if (query.isError) body = <LoadError title={loadError} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <Empty>{empty}</Empty>;
  else {
    body = (
      <ul className="divide-y divide-slate-100" aria-labelledby={`${id}-title`}>
        {query.data.items.map(renderItem)}
      </ul>
    );
  }
  return (
    <ListCard titleId={`${id}-title`} title={title}>
      {body}
    </ListCard>
  );
}

function Deposits() {
  return (
    <PaymentList
      id="deposits"
      title={t('Deposits')}
      query={useDeposits()}
      empty={t('No deposits yet. Use Add funds to make your first.')}
      loadError={t('Your deposits could not be loaded.')}
      renderItem={(deposit) => <DepositItem key={deposit.id} deposit={deposit} />}
    />
  );
}

/** A deposit's or a withdrawal's amount, reference, date and status. */
function PaymentSummary({ payment }: { payment: Deposit | Withdrawal }) {
  const timeZone = useTimeZone();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <p className="text-base font-semibold text-slate-900 tabular-nums">{formatMoney(payment.amount, payment.currency)}</p>
        <p className="text-sm text-slate-600">
          <Trans
            id="Reference <0>{reference}</0> · <1>{date}</1>"
            values={{ reference: payment.reference, date: formatAbsoluteTime(payment.created_at, timeZone) }}
            components={{ 0: <span className="font-mono font-medium text-slate-900" translate="no" />, 1: <time dateTime={payment.created_at} /> }}
          />
        </p>
      </div>
      <PaymentStatusBadge status={payment.status} />
    </div>
  );
}

function DepositItem({ deposit }: { deposit: Deposit }) {
  const awaiting = deposit.status === 'awaiting_funds';
  return (
    <li className="px-4 py-4 sm:px-5" data-testid="deposit-item">
      <PaymentSummary payment={deposit} />
      {awaiting && (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded text-sm font-semibold text-brand-800 hover:underline sm:min-h-8">
            {t('How to send this deposit')}
          </summary>
          <div className="mt-2">
            <TransferDetails transfer={deposit} />
          </div>
        </details>
      )}
    </li>
  );
}

function Withdrawals() {
  return (
    <PaymentList
      id="withdrawals"
      title={t('Withdrawals')}
      query={useWithdrawals()}
      empty={t('No withdrawals yet.')}
      loadError={t('Your withdrawals could not be loaded.')}
      renderItem={(withdrawal) => <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />}
    />
  );
}

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <li className="px-4 py-4 sm:px-5" data-testid="withdrawal-item">
      <PaymentSummary payment={withdrawal} />
    </li>
  );
}

const LEDGER_COLUMNS = [msg('Date'), msg('Description'), msg('Amount'), msg('Status')] as const;

const signed = (entry: LedgerLine) => `${entry.direction === 'in' ? '+' : '−'}${formatMoney(entry.amount, entry.currency)}`;

function Ledger() {
  const [page, setPage] = useState(1);
  const entries = useWalletEntries(page);
  const section = useRef<HTMLElement>(null);
  const data = entries.data;
  const pageCount = data ? getPageCount(data.total, ENTRIES_PAGE_SIZE) : 1;
  const updating = entries.isPlaceholderData;
  const timeZone = useTimeZone();

  const goToPage = (next: number) => {
    setPage(next);
    section.current?.scrollIntoView?.({ block: 'start' });
  };

  let count = '';
  if (entries.isPending || updating) count = t('Loading ledger lines…');
  else if (data) count = t('{count, plural, one {# line} other {# lines}}', { count: data.total });

  let body: ReactNode;
  if (entries.isPending) body = <ListSkeleton testId="ledger-skeleton" />;
  else if (entries.isError) body = <LoadError title={t('The ledger could not be loaded.')} error={entries.error} onRetry={() => void entries.refetch()} />;
  else if (entries.data.items.length === 0) body = <Empty>{t('Nothing has moved in or out of your wallet yet.')}</Empty>;
  else {
    const items = ledgerLines(entries.data.items);
    body = (
      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        <table className="hidden w-full text-sm md:table" aria-labelledby="ledger-title">
          <thead className="bg-slate-50">
            <tr>
              {LEDGER_COLUMNS.map((label) => (
                <th
                  key={label}
                  scope="col"
                  className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5 last:pr-5 ${label === LEDGER_COLUMNS[2] ? 'text-right' : 'text-left'}`}
                >
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((entry) => (
              <tr key={entry.key} data-testid="ledger-row" data-direction={entry.direction}>
                <td className="py-3 pr-4 pl-5 whitespace-nowrap text-slate-600">
                  <time dateTime={entry.at}>{formatAbsoluteTime(entry.at, timeZone)}</time>
                </td>
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                  {entry.description}
                </th>
                <td
                  className={`px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums ${entry.direction === 'in' ? 'text-green-800' : 'text-slate-900'}`}
                >
                  {signed(entry)}
                </td>
                <td className="py-3 pr-5 pl-4">
                  <PaymentStatusBadge status={entry.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-100 md:hidden" aria-labelledby="ledger-title">
          {items.map((entry) => (
            <li key={entry.key} className="px-4 py-3" data-testid="ledger-card">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium text-slate-900 wrap-break-word">{entry.description}</p>
                <p className={`shrink-0 font-semibold tabular-nums ${entry.direction === 'in' ? 'text-green-800' : 'text-slate-900'}`}>{signed(entry)}</p>
              </div>
              <div className="mt-1 flex items-center justify-between gap-3 text-sm text-slate-600">
                <time dateTime={entry.at}>{formatAbsoluteTime(entry.at, timeZone)}</time>
                <PaymentStatusBadge status={entry.status} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ListCard
      ref={section}
      titleId="ledger-title"
      title={t('Ledger')}
      count={count}
      countTestId="ledger-count"
      pages={data && !entries.isError ? { page, pageCount, onPageChange: goToPage, label: t('Ledger pages') } : undefined}
    >
      {body}
    </ListCard>
  );
}

import { ArrowsRightLeftIcon } from '@heroicons/react/20/solid';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { exitCompletionInputSchema, type ExitProposal, type ExitWindow } from '../../../../shared/contracts/exits.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { dealPaths } from '../../../config/deal-paths.ts';
import { failureSentence, formProblem, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { parseAmount } from '../../../lib/money.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { formatPrice } from '../../../lib/price.ts';
import { formatDay, formatDeadline } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useCompleteSale, useOpenExitWindow } from '../api/exit-steps.ts';
import { EXIT_DEALS_PAGE_SIZE, useExitDeals } from '../api/get-exit-deals.ts';
import { useExitProposals } from '../api/get-exit-proposals.ts';
import { useExitWindow } from '../api/get-exit-window.ts';
import { useExitWindows } from '../api/get-exit-windows.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { OrderBook } from '../components/order-book.tsx';
import { PROPOSAL_STATUS, WINDOW_STATUS } from '../lib/labels.ts';

/**
 * The admin's Exits (/admin_dashboard/exits; after-funding.md §5): every funded deal, newest
 * listed first; a Buy 'N' Hold deal's exit windows, each with its book and result, and Open exit
 * window now; a sale its holders approved, with Confirm proceeds, which completes it.
 */
export function AdminExitsPage() {
  const [page, setPage] = useState(1);
  const deals = useExitDeals(page);
  let body;
  if (deals.isPending) body = <Skeleton className="m-5 h-32" />;
  else if (deals.isError) body = <ListLoadError title={t('The funded deals could not be loaded.')} error={deals.error} onRetry={() => void deals.refetch()} />;
  else if (deals.data.items.length === 0) body = <ListEmptyState icon={ArrowsRightLeftIcon} text={t('No deal has funded yet.')} />;
  else
    body = (
      <ul className="divide-y divide-slate-200">
        {deals.data.items.map((deal) => (
          <li key={deal.id} className="px-4 py-5 sm:px-5">
            <DealExits deal={deal} />
          </li>
        ))}
      </ul>
    );
  return (
    <div>
      <PageHeader
        title={t('Exits')}
        description={t(
          'Open an exit window for a funded Buy ’N’ Hold deal, follow each window’s book and result, and confirm the proceeds of a sale the holders approved.',
        )}
      />
      <ListCard
        titleId="exit-deals-title"
        title={t('Funded deals')}
        pages={
          deals.data
            ? { page, pageCount: getPageCount(deals.data.total, EXIT_DEALS_PAGE_SIZE), onPageChange: setPage, label: t('Pages of funded deals') }
            : undefined
        }
      >
        {body}
      </ListCard>
    </div>
  );
}

function DealExits({ deal }: { deal: Deal }) {
  const titleId = useId();
  const [done, setDone] = useState<string | null>(null);
  return (
    <article aria-labelledby={titleId} className="space-y-4" data-testid="exit-deal">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold" translate="no">
          <Link to={paths.property(deal.property_id)} className="text-brand-800 underline-offset-2 hover:underline">
            {deal.name}
          </Link>
        </h3>
        <Link
          to={dealPaths.sale('admin', deal.id)}
          className="text-sm font-medium text-brand-800 underline underline-offset-2"
          aria-label={t('Sale votes: {deal}', { deal: deal.name })}
        >
          {t('Sale votes')}
        </Link>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {deal.campaign_type === 'buy_n_hold' ? (
        <DealWindows deal={deal} onDone={setDone} />
      ) : (
        <p className="text-sm text-slate-600">{t('A Fix ’N’ Flip deal has no exit windows: its holders are paid when the property sells.')}</p>
      )}
      <PassedSales deal={deal} onDone={setDone} />
    </article>
  );
}

function DealWindows({ deal, onDone }: { deal: Deal; onDone: (sentence: string) => void }) {
  const windows = useExitWindows(deal.id);
  // No window opens while the holders vote on a sale (the server answers 409 vote_open).
  const voting = useExitProposals(deal.id).data?.items.some((proposal) => proposal.status === 'open') ?? false;
  const timeZone = useTimeZone();
  const openWindow = useOpenExitWindow();
  const [confirming, setConfirming] = useState(false);
  if (windows.isPending) return <Skeleton className="h-12 w-full" />;
  if (windows.isError) return <LoadFailed text={t('The exit windows could not be loaded.')} onRetry={() => void windows.refetch()} />;
  const open = windows.data.items.find((window) => window.status === 'open');
  const confirm = () =>
    openWindow.mutate(deal.id, {
      onSuccess: (window) => {
        setConfirming(false);
        onDone(t('An exit window for {deal} is open until {date}.', { deal: deal.name, date: formatDeadline(window.closes_at, timeZone) }));
      },
    });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="window-state">
          {open
            ? t('A window is open until {date}.', { date: formatDeadline(open.closes_at, timeZone) })
            : voting
              ? t('No window opens while the holders vote on a sale.')
              : windows.data.next_opens_at
                ? t('The next window opens on {date}.', { date: formatDay(windows.data.next_opens_at, timeZone) })
                : t('No window is scheduled.')}
        </p>
        {!open && !voting && deal.lifecycle === 'funded' && (
          <Button
            type="button"
            variant="secondary"
            aria-label={t('Open exit window: {deal}', { deal: deal.name })}
            onClick={() => {
              openWindow.reset();
              setConfirming(true);
            }}
          >
            {t('Open exit window')}
          </Button>
        )}
      </div>
      {windows.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No exit window yet.')}</p>
      ) : (
        <ul className="space-y-2">
          {windows.data.items.map((window) => (
            <li key={window.id}>
              <WindowRow window={window} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('Open an exit window for {deal}?', { deal: deal.name })}
        confirmLabel={t('Open exit window')}
        pending={openWindow.isPending}
        problem={openWindow.error ? failureSentence(openWindow.error, t('The window could not be opened. Please try again.'), t(NO_ANSWER)) : null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {t(
          'The window opens now for a week: holders can sell and verified backers buy within the band around the latest valuation, and everyone holding the deal is told.',
        )}
      </ConfirmDialog>
    </div>
  );
}

/** One window: dates, status, result; its book shown on demand. */
function WindowRow({ window }: { window: ExitWindow }) {
  const timeZone = useTimeZone();
  const [shown, setShown] = useState(false);
  const bookId = useId();
  const status = WINDOW_STATUS[window.status];
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" data-testid="exit-window">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-900">
          <Badge tone={status.tone}>{t(status.label)}</Badge>{' '}
          <span className="ml-1">
            {t('{opens} to {closes}', { opens: formatDay(window.opens_at, timeZone), closes: formatDay(window.closes_at, timeZone) })}
          </span>
        </p>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={bookId}
          onClick={() => setShown((current) => !current)}
          className="min-h-11 font-semibold text-brand-800 underline underline-offset-2"
        >
          {shown ? t('Hide book') : t('Show book')}
        </button>
      </div>
      <p className="mt-1 text-slate-700">
        {window.status === 'settled'
          ? window.clearing_price_bps === null
            ? t('Nothing traded; {orders, plural, one {# order} other {# orders}}.', { orders: window.orders })
            : t('Cleared at {price} per 100: {volume} of face value traded; {orders, plural, one {# order} other {# orders}}.', {
                price: formatPrice(window.clearing_price_bps / 100),
                volume: formatMoney(window.volume, window.currency),
                orders: window.orders,
              })
          : t('{orders, plural, one {# order} other {# orders}} so far.', { orders: window.orders })}
      </p>
      <div id={bookId}>{shown && <WindowBook windowId={window.id} />}</div>
    </div>
  );
}

function WindowBook({ windowId }: { windowId: string }) {
  const detail = useExitWindow(windowId);
  if (detail.isPending) return <Skeleton className="mt-2 h-16 w-full" />;
  if (detail.isError) return <LoadFailed text={t('The order book could not be loaded.')} onRetry={() => void detail.refetch()} />;
  return <OrderBook window={detail.data} caption={t('The orders in this window: bids highest first, then offers.')} />;
}

/** The deal's sales: one the holders approved waits for the proceeds; the others are listed by status. */
function PassedSales({ deal, onDone }: { deal: Deal; onDone: (sentence: string) => void }) {
  const proposals = useExitProposals(deal.id);
  if (proposals.isPending) return null;
  if (proposals.isError) return <LoadFailed text={t('The sale votes could not be loaded.')} onRetry={() => void proposals.refetch()} />;
  const shown = proposals.data.items.filter((proposal) => proposal.status !== 'failed');
  if (shown.length === 0) return null;
  return (
    <ul className="space-y-3">
      {shown.map((proposal) => (
        <li key={proposal.id} className="rounded-lg p-3 text-sm ring-1 ring-slate-200" data-testid="exit-proposal">
          <p className="flex flex-wrap items-center gap-2 text-slate-900">
            <Badge tone={PROPOSAL_STATUS[proposal.status].tone}>{t(PROPOSAL_STATUS[proposal.status].label)}</Badge>
            {t('Sale at {price}, net proceeds {net}, expected on {date}.', {
              price: formatMoney(proposal.sale_price, proposal.currency),
              net: formatMoney(proposal.net_proceeds, proposal.currency),
              date: formatDate(proposal.expected_on),
            })}
          </p>
          {proposal.status === 'passed' && <CompleteSaleForm deal={deal} proposal={proposal} onDone={onDone} />}
        </li>
      ))}
    </ul>
  );
}

/** The proceeds received from the buyer: the final distribution (capital first, then the gain) is approved and paid by the job. */
function CompleteSaleForm({ deal, proposal, onDone }: { deal: Deal; proposal: ExitProposal; onDone: (sentence: string) => void }) {
  const complete = useCompleteSale();
  const [proceeds, setProceeds] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const currency = proposal.currency === 'USD' ? 'USD' : 'INR';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const amount = parseAmount(proceeds, currency);
    if (!amount.ok) {
      setError(amount.error);
      return;
    }
    const verdict = exitCompletionInputSchema.safeParse({ proceeds: amount.minor });
    if (!verdict.success) {
      setError(t(verdict.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    try {
      const completion = await complete.mutateAsync({ proposalId: proposal.id, input: verdict.data });
      onDone(
        t('The sale of {deal} is complete: {proceeds} is distributed, {capital} as return of capital and {gain} as capital gain.', {
          deal: deal.name,
          proceeds: formatMoney(completion.proceeds, completion.currency),
          capital: formatMoney(completion.return_of_capital, completion.currency),
          gain: formatMoney(completion.capital_gain, completion.currency),
        }),
      );
    } catch (failure) {
      const found = formProblem(failure, ['proceeds'] as const, t('The sale could not be completed. Please try again.'));
      setError(found.fields.proceeds);
      setProblem(found.alert);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3" aria-label={t('Confirm proceeds: {deal}', { deal: deal.name })}>
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        label={t('Proceeds received')}
        inputMode="decimal"
        autoComplete="off"
        value={proceeds}
        onChange={(event) => {
          setProceeds(event.target.value);
          setError(undefined);
        }}
        markRequired
        hint={t('What reached Sharestead from the buyer, in {unit}: capital is returned first, the rest is capital gain.', {
          unit: currency === 'INR' ? t('rupees') : t('dollars'),
        })}
        error={error}
        className="max-w-sm"
      />
      <Button type="submit" pending={complete.isPending} disabled={complete.isPending}>
        {t('Confirm proceeds')}
      </Button>
    </form>
  );
}

import { ArrowPathIcon, BriefcaseIcon } from '@heroicons/react/20/solid';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Trans } from '../../../lib/trans.tsx';
import { Link } from 'react-router';
import type { Commitment, Deal } from '../../../../shared/contracts/deals.ts';
import type { Returns } from '../../../../shared/contracts/holdings.ts';
import type { Holding, Portfolio } from '../../../../shared/contracts/investing.ts';
import { formatMoneyWhole, msg, t } from '../../../lib/i18n.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DeadlineTime } from '../../../components/ui/deadline-time.tsx';
import { DownloadButtons } from '../../../components/ui/download-buttons.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatDay, formatDeadline } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useAnswerExtension, useCancelCommitment } from '../api/commitment-actions.ts';
import { downloadStatement } from '../../../api/download-statement.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { usePortfolio } from '../api/get-portfolio.ts';
import { usePortfolioReturns } from '../api/get-portfolio-returns.ts';
import { CommitmentStatusBadge } from '../components/commitment-status-badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Facts } from '../components/facts.tsx';
import { ReturnsFacts } from '../components/returns-facts.tsx';

/** What the page says after an action, in its status line; focus moves there once the action's dialog has gone. */
type Announce = (text: string) => void;

/** What other features add to a funded holding's card (the route file passes it: Sell in an open exit window). */
type HoldingActions = (holding: Holding, returns: Returns | undefined) => ReactNode;

/** The server's sentence for a refusal the backer can read, else a general one. */
const problemText = (error: unknown, fallback: string) => failureSentence(error, fallback, t(NO_ANSWER));

/**
 * The backer's portfolio (platform.md §3, /backer_dashboard/portfolio): totals per currency,
 * holdings by deal, and for each commitment still held in a live deal: Cancel within the
 * cooling-off window, and the answer to an extension. Yearly statements download as CSV or PDF.
 * Once a deal the backer holds has funded, the returns (after-funding.md §3) add their totals per
 * currency and each funded holding's figures. `holdingActions` adds to each holding's card and
 * `children` follow the holdings (the exits feature's Sell and open orders, through the route file).
 */
export function PortfolioPage({ holdingActions, children }: { holdingActions?: HoldingActions; children?: ReactNode } = {}) {
  const portfolio = usePortfolio();
  const [announcement, setAnnouncement] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const announce: Announce = (text) => {
    setAnnouncement(text);
    // After the dialog has closed and handed focus back (its opener may be gone by now).
    setTimeout(() => status.current?.focus(), 50);
  };

  let body: ReactNode;
  if (portfolio.isPending) body = <PortfolioSkeleton />;
  else if (portfolio.isError) {
    body = (
      <div role="alert" className={`${CARD} px-6 py-12 text-center`}>
        <p className="text-base font-semibold text-red-800">{t('Your portfolio could not be loaded.')}</p>
        <p className="mt-1 text-sm text-slate-600">{problemText(portfolio.error, t('Something went wrong on our side. Please try again.'))}</p>
        <Button type="button" variant="secondary" onClick={() => void portfolio.refetch()} className="mt-5">
          <ArrowPathIcon className="size-4" aria-hidden="true" />
          {t('Try again')}
        </Button>
      </div>
    );
  } else if (portfolio.data.holdings.length === 0) {
    body = (
      <div className={`${CARD} px-6 py-14 text-center`}>
        <BriefcaseIcon className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-base font-semibold text-slate-900">{t('You have not invested yet')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('Every property open for investment shows its funding panel and an Invest button.')}</p>
        <Link to={paths.properties} className={buttonClasses('primary', 'mt-5')}>
          {t('Browse properties')}
        </Link>
      </div>
    );
  } else {
    body = <PortfolioBody portfolio={portfolio.data} announce={announce} holdingActions={holdingActions} />;
  }

  return (
    <div>
      <PageHeader title={t('Portfolio')} description={t('Your investments by deal, what is held in live campaigns, and your yearly statements.')} />
      <p ref={status} role="status" tabIndex={-1} className="text-sm font-medium text-green-800 focus:outline-none">
        {announcement && <span className="mb-4 block rounded-lg bg-green-50 px-4 py-3 ring-1 ring-green-200">{announcement}</span>}
      </p>
      {body}
      {children}
      <Statements />
    </div>
  );
}

function PortfolioBody({ portfolio, announce, holdingActions }: { portfolio: Portfolio; announce: Announce; holdingActions: HoldingActions | undefined }) {
  // Returns begin at funding: a backer with only live or refunded commitments is not asked for them.
  const funded = portfolio.holdings.some((holding) => holding.status === 'funded');
  const returns = usePortfolioReturns(funded);
  const returnsOf = new Map((returns.data?.holdings ?? []).map((row) => [row.deal_id, row]));
  return (
    <>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title" className="sr-only">
          {t('Totals')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {portfolio.totals.map((total) => (
            <li key={total.currency} className={`${CARD} p-4 sm:p-5`}>
              <h3 className="text-sm font-semibold text-slate-600">{total.currency === 'INR' ? t('Totals in rupees (INR)') : t('Totals in dollars (USD)')}</h3>
              <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
                {(
                  [
                    [msg('Committed'), total.committed],
                    [msg('Funded'), total.funded],
                    [msg('Refunded'), total.refunded],
                  ] as const
                ).map(([term, amount]) => (
                  <div key={term}>
                    <dt className="text-slate-600">{t(term)}</dt>
                    <dd className="mt-0.5 text-base font-semibold text-slate-900 tabular-nums">{formatMoneyWhole(amount, total.currency)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>

      {funded && <ReturnsTotals returns={returns} />}

      <section aria-labelledby="holdings-title" className="mt-8">
        <h2 id="holdings-title" className="text-base font-semibold text-slate-900">
          {t('Holdings')}
        </h2>
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {portfolio.holdings.map((holding) => (
            <li key={holding.deal_id}>
              <HoldingCard holding={holding} returns={returnsOf.get(holding.deal_id)} announce={announce} actions={holdingActions} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The returns' totals per currency; while they load, or when they could not be, says so here once for the page. */
function ReturnsTotals({ returns }: { returns: ReturnType<typeof usePortfolioReturns> }) {
  let body: ReactNode;
  if (returns.isPending) body = <Skeleton className="mt-3 h-28 w-full rounded-xl" />;
  else if (returns.isError) {
    body = (
      <p className="mt-3 text-sm text-red-800">
        {t('Your returns could not be loaded.')}{' '}
        <button type="button" onClick={() => void returns.refetch()} className="min-h-11 font-semibold underline underline-offset-2">
          {t('Try again')}
        </button>
      </p>
    );
  } else if (returns.data.totals.length === 0) {
    // Nothing held any more (a funded deal's face value all sold): no figure to show.
    return null;
  } else {
    body = (
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {returns.data.totals.map((total) => (
          <li key={total.currency} className={`${CARD} p-4 sm:p-5`}>
            <h3 className="text-sm font-semibold text-slate-600">{total.currency === 'INR' ? t('Returns in rupees (INR)') : t('Returns in dollars (USD)')}</h3>
            <ReturnsFacts returns={total} withInvested className="mt-3 gap-x-4 sm:grid-cols-3" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="returns-title" className="mt-8">
      <h2 id="returns-title" className="text-base font-semibold text-slate-900">
        {t('Returns')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Value at the latest valuation, income received and the tax withheld from it, and the yearly rate of return (XIRR) before and after tax.')}
      </p>
      {body}
    </section>
  );
}

function HoldingCard({
  holding,
  returns,
  announce,
  actions,
}: {
  holding: Holding;
  returns: Returns | undefined;
  announce: Announce;
  actions: HoldingActions | undefined;
}) {
  const titleId = useId();
  const money = (minor: number) => formatMoneyWhole(minor, holding.currency);
  const live = holding.deal_lifecycle === 'live';
  return (
    <article aria-labelledby={titleId} className={`${CARD} h-full p-4 sm:p-5`} data-testid="holding">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold" translate="no">
            <Link to={paths.property(holding.property_id)} className="text-brand-800 underline-offset-2 hover:underline">
              {holding.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600" translate="no">
            {holding.location}
          </p>
        </div>
        <CommitmentStatusBadge status={holding.status} />
      </header>
      <Facts
        facts={[
          [t('Amount'), money(holding.amount)],
          [t('Projected return'), money(holding.projected_return)],
          [t('Received'), money(holding.received_return)],
          [live ? t('Deadline') : t(msg('Closed', 'deal')), holding.deadline ? <DeadlineTime iso={holding.deadline} /> : '—'],
        ]}
        className="mt-4 gap-x-4 sm:grid-cols-4"
      />
      {returns && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="text-sm font-semibold text-slate-900">{t('Returns on this holding')}</h4>
            {/* Once the property is sold, the figures are final: the XIRR shown is the realised one. */}
            {returns.realised && <Badge tone="green">{t('Realised')}</Badge>}
          </div>
          <ReturnsFacts returns={returns} className="mt-2 gap-x-4 sm:grid-cols-4" />
        </div>
      )}
      {holding.status === 'funded' && actions?.(holding, returns)}
      {live && <LiveCommitments dealId={holding.deal_id} announce={announce} />}
    </article>
  );
}

/** The commitments to a live deal, each with what the backer may still do with it. */
function LiveCommitments({ dealId, announce }: { dealId: string; announce: Announce }) {
  const { data: deal, isPending, isError, refetch } = useDeal(dealId);
  if (isPending) return <Skeleton className="mt-4 h-12 w-full" />;
  if (isError) {
    return (
      <p className="mt-4 text-sm text-red-800">
        {t('Your commitments to this deal could not be loaded.')}{' '}
        <button type="button" onClick={() => void refetch()} className="min-h-11 font-semibold underline underline-offset-2">
          {t('Try again')}
        </button>
      </p>
    );
  }
  const held = deal.my_commitments.filter((commitment) => commitment.status === 'committed');
  if (held.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('Commitments held in this campaign')}</h4>
      <ul className="mt-2 divide-y divide-slate-100">
        {held.map((commitment) => (
          <li key={commitment.id} className="py-3">
            <CommitmentRow deal={deal} commitment={commitment} announce={announce} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CommitmentRow({ deal, commitment, announce }: { deal: Deal; commitment: Commitment; announce: Announce }) {
  const id = useId();
  const now = useNow();
  const timeZone = useTimeZone();
  const amount = formatMoneyWhole(commitment.amount, commitment.currency);
  const cancellableUntil = commitment.cancellable_until ? Date.parse(commitment.cancellable_until) : Number.NaN;
  const canCancel = !Number.isNaN(cancellableUntil) && now < cancellableUntil;
  const awaitingConsent = deal.extended && commitment.extension_consent === null;
  const [confirming, setConfirming] = useState<'cancel' | 'leave' | null>(null);
  const cancel = useCancelCommitment();
  const answer = useAnswerExtension();

  const close = () => {
    setConfirming(null);
    cancel.reset();
    answer.reset();
  };
  /** The two questions asked before money moves back: what each says, what confirming sends and then announces. */
  const questions = {
    cancel: {
      title: t('Cancel this commitment?'),
      confirmLabel: t('Cancel commitment'),
      pendingLabel: t('Cancelling…'),
      keepLabel: t('Keep it'),
      request: cancel,
      refused: t('The commitment could not be cancelled. Please try again.'),
      send: () => cancel.mutateAsync(commitment.id),
      done: t('Your commitment of {amount} to {dealName} is cancelled. The money is back in your wallet.', { amount, dealName: deal.name }),
      text: (
        <Trans
          id="Your commitment of <0>{amount}</0> to <1>{dealName}</1> is cancelled, and the money returns to your wallet at once."
          values={{ amount, dealName: deal.name }}
          components={{ 0: <strong className="tabular-nums" />, 1: <span translate="no" /> }}
        />
      ),
    },
    leave: {
      title: t('Take your money back?'),
      confirmLabel: t('Take my money back'),
      pendingLabel: t('Taking it back…'),
      keepLabel: t('Keep my commitment'),
      request: answer,
      refused: t('Your answer could not be saved. Please try again.'),
      send: () => answer.mutateAsync({ id: commitment.id, consent: false }),
      done: t('You left {dealName}. {amount} is back in your wallet.', { amount, dealName: deal.name }),
      text: (
        <Trans
          id="You leave <0>{dealName}</0> after its extension, and <1>{amount}</1> returns to your wallet at once."
          values={{ amount, dealName: deal.name }}
          components={{ 0: <span translate="no" />, 1: <strong className="tabular-nums" /> }}
        />
      ),
    },
  };
  const question = questions[confirming ?? 'cancel'];
  const confirm = () => {
    if (question.request.isPending) return;
    // A promise rather than mutate's callbacks: this row is gone once the list shows the answer.
    question
      .send()
      .then(() => {
        setConfirming(null);
        announce(question.done);
      })
      .catch(() => {});
  };
  const stay = () => {
    if (answer.isPending) return;
    answer
      .mutateAsync({ id: commitment.id, consent: true })
      .then(() =>
        announce(
          deal.deadline
            ? t('You stay in {dealName} until its new deadline, {deadline}.', { dealName: deal.name, deadline: formatDeadline(deal.deadline, timeZone) })
            : t('You stay in {dealName} until its new deadline, the end of the extension.', { dealName: deal.name }),
        ),
      )
      .catch(() => {});
  };

  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id={`${id}-what`} className="text-slate-700">
          <Trans
            id="<0>{amount}</0> committed on {day}"
            values={{ amount, day: formatDay(commitment.created_at, timeZone) }}
            components={{ 0: <span className="font-semibold text-slate-900 tabular-nums" /> }}
          />
        </p>
        {canCancel ? (
          <Button type="button" variant="secondary" className="min-h-10 px-4" aria-describedby={`${id}-what`} onClick={() => setConfirming('cancel')}>
            {t('Cancel')}
          </Button>
        ) : (
          <Button type="button" variant="secondary" className="min-h-10 px-4 disabled:opacity-60" disabled aria-describedby={`${id}-why`}>
            {t('Cancel')}
          </Button>
        )}
      </div>
      {!canCancel && (
        <p id={`${id}-why`} className="mt-1 text-slate-600">
          {commitment.cancellable_until
            ? t('The cooling-off period ended on {date}: this commitment stays until the deal closes.', {
                date: formatDeadline(commitment.cancellable_until, timeZone),
              })
            : t('This commitment can no longer be cancelled: the deal is closing.')}
        </p>
      )}
      {canCancel && commitment.cancellable_until && (
        <p className="mt-1 text-slate-600">{t('You can cancel it until {date}.', { date: formatDeadline(commitment.cancellable_until, timeZone) })}</p>
      )}
      {awaitingConsent && (
        <div role="group" aria-labelledby={`${id}-extension`} className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p id={`${id}-extension`} className="text-amber-900">
            {deal.deadline
              ? t('This campaign was extended to {deadline}. Do you stay in with {amount}, or take your money back?', {
                  deadline: formatDeadline(deal.deadline, timeZone),
                  amount,
                })
              : t('This campaign was extended to a later date. Do you stay in with {amount}, or take your money back?', { amount })}
            {deal.original_deadline && ` ${t('Without an answer by {date}, it is refunded.', { date: formatDeadline(deal.original_deadline, timeZone) })}`}
          </p>
          {answer.error && !confirming && (
            <p className="mt-2 font-medium text-red-800">{problemText(answer.error, t('Your answer could not be saved. Please try again.'))}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              type="button"
              className="min-h-10 px-4"
              onClick={stay}
              pending={answer.isPending && !confirming}
              aria-disabled={answer.isPending || undefined}
            >
              {t('Stay in')}
            </Button>
            <Button type="button" variant="secondary" className="min-h-10 px-4" onClick={() => setConfirming('leave')}>
              {t('Take my money back')}
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={question.title}
        confirmLabel={question.confirmLabel}
        pendingLabel={question.pendingLabel}
        keepLabel={question.keepLabel}
        pending={question.request.isPending}
        error={question.request.error ? problemText(question.request.error, question.refused) : undefined}
        onConfirm={confirm}
        onClose={close}
      >
        {question.text}
      </ConfirmDialog>
    </div>
  );
}

function PortfolioSkeleton() {
  return (
    <div aria-hidden="true" data-testid="portfolio-skeleton">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-44 w-full rounded-xl" />
        <Skeleton className="h-44 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** Years a statement can be asked for: this year and the two before. */
function statementYears(now: Date): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2];
}

/** The yearly statement (platform.md §3): every commitment, refund, distribution and tax withheld, as CSV or PDF. */
function Statements() {
  const years = statementYears(new Date());
  const [year, setYear] = useState(years[0]!);
  return (
    <section aria-labelledby="statements-title" className={`${CARD} mt-8 p-4 sm:p-5`}>
      <h2 id="statements-title" className="text-base font-semibold text-slate-900">
        {t('Statements')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('Every commitment, refund, distribution and tax withheld in a year.')}</p>
      <DownloadButtons
        formats={['csv', 'pdf'] as const}
        label={(format) => (format === 'csv' ? t('Download CSV') : t('Download PDF'))}
        download={(format) => downloadStatement({ year }, format)}
        failure={t('The statement could not be downloaded. Please try again.')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SelectField label={t('Year')} value={String(year)} onChange={(event) => setYear(Number(event.target.value))} className="sm:w-40">
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </DownloadButtons>
    </section>
  );
}

import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { useState, type ReactNode } from 'react';
import type { Payout, RupeeTrail } from '../../../../shared/contracts/distributions.ts';
import { INCOME_TYPES } from '../../../../shared/contracts/income.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { PdfButton } from '../../../components/ui/pdf-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiPathOf } from '../../../lib/api-client.ts';
import { currentLocale, formatMoney, formatNumber, t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useRecomputeTrail, useRupeeTrail } from '../api/get-rupee-trail.ts';
import { percentOf, sharePercentScaled } from '../lib/figures.ts';
import { INCOME_TYPE_LABELS, LINE_KIND_LABELS } from '../../../lib/income-labels.ts';
import { transferKindLabel } from '../lib/labels.ts';

/**
 * A payout's Rupee Trail (after-funding.md §2), from the property's gross rent to the net in the
 * wallet: the waterfall with its evidence, the distributable and its split, the backer's face value
 * × time held against every holder's, the gross per income type, the tax rule and its threshold,
 * the tax, the net and the ledger transfers. **Recompute** asks the server again, which rebuilds the
 * payout from the ledgers and the rules, and says whether it matches to the paisa.
 */
export function RupeeTrailDialog({ payout, onClose }: { payout: Payout | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={payout !== null}
      onClose={onClose}
      title={t('Rupee Trail')}
      subtitle={
        payout && (
          <>
            <span translate="no">{payout.deal_name}</span> · {payout.period} · {t(INCOME_TYPE_LABELS[payout.income_type])}
          </>
        )
      }
      focusClose
    >
      {payout && <TrailBody payoutId={payout.id} />}
    </ModalDialog>
  );
}

function TrailBody({ payoutId }: { payoutId: string }) {
  const trail = useRupeeTrail(payoutId);
  if (trail.isPending) {
    return (
      <div className="mt-5 space-y-3" data-testid="trail-skeleton" aria-hidden="true">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (trail.isError && !trail.data) {
    return (
      <div role="alert" className="mt-5 text-sm">
        <p className="font-semibold text-red-800">{t('The Rupee Trail could not be loaded.')}</p>
        <Button type="button" variant="secondary" onClick={() => void trail.refetch()} className="mt-3">
          <ArrowPathIcon className="size-4" aria-hidden="true" />
          {t('Try again')}
        </Button>
      </div>
    );
  }
  return <Trail trail={trail.data} payoutId={payoutId} failed={trail.isError} />;
}

const SECTION = 'mt-5 border-t border-slate-200 pt-4';
const HEADING = 'text-sm font-semibold text-slate-900';

/** A term and its figure on one line. */
function Figure({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="min-w-0 text-slate-600">{term}</dt>
      <dd className={`shrink-0 text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{children}</dd>
    </div>
  );
}

function Trail({ trail, payoutId, failed }: { trail: RupeeTrail; payoutId: string; failed: boolean }) {
  const timeZone = useTimeZone();
  const { currency } = trail.payout;
  const money = (minor: number) => formatMoney(minor, currency);
  const signed = (minor: number) => (minor < 0 ? `−${money(-minor)}` : `+${money(minor)}`);
  const share = sharePercentScaled(trail.unit_seconds, trail.total_unit_seconds);
  const unitSeconds = (text: string) => new Intl.NumberFormat(currentLocale()).format(BigInt(text));

  return (
    <div className="text-sm">
      <section aria-labelledby="trail-waterfall" className="mt-5">
        <h3 id="trail-waterfall" className={HEADING}>
          {t('From the property to the distribution')}
        </h3>
        <ol className="mt-2 divide-y divide-slate-100" data-testid="trail-lines">
          {trail.lines.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-4 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 wrap-break-word" translate="no">
                  {line.label}
                </p>
                <p className="text-xs text-slate-600">{t(LINE_KIND_LABELS[line.kind])}</p>
                {line.evidence_url && (
                  // The evidence downloads with the backer's token: a plain link could not send it.
                  <div className="mt-1">
                    <PdfButton path={apiPathOf(line.evidence_url)} name={line.label}>
                      {t('Evidence')}{' '}
                      <span className="sr-only" translate="no">
                        ({line.label})
                      </span>
                    </PdfButton>
                  </div>
                )}
              </div>
              <p className={`shrink-0 font-semibold tabular-nums ${line.amount < 0 ? 'text-slate-900' : 'text-green-800'}`}>{signed(line.amount)}</p>
            </li>
          ))}
        </ol>
        <dl className="border-t border-slate-200 pt-1">
          <Figure term={t('Distributable')} strong>
            {money(trail.distributable)}
          </Figure>
        </dl>
      </section>

      <section aria-labelledby="trail-split" className={SECTION}>
        <h3 id="trail-split" className={HEADING}>
          {t('Split by income type')}
        </h3>
        <dl className="mt-1">
          {INCOME_TYPES.filter((type) => trail.split[type] > 0).map((type) => (
            <Figure key={type} term={t(INCOME_TYPE_LABELS[type])}>
              {money(trail.split[type])}
            </Figure>
          ))}
        </dl>
      </section>

      <section aria-labelledby="trail-share" className={SECTION}>
        <h3 id="trail-share" className={HEADING}>
          {t('Your share')}
        </h3>
        <p className="mt-1 text-slate-600">
          {t('Face value × seconds held from {start} to {end}.', {
            start: formatAbsoluteTime(trail.period.start, timeZone),
            end: formatAbsoluteTime(trail.period.end, timeZone),
          })}
        </p>
        <dl className="mt-1">
          <Figure term={t('Yours')}>{unitSeconds(trail.unit_seconds)}</Figure>
          <Figure term={t('All holders')}>{unitSeconds(trail.total_unit_seconds)}</Figure>
          <Figure term={t('Your share')} strong>
            <span data-testid="trail-share">
              {share === null ? '—' : t('{value}%', { value: formatNumber(percentOf(share), { minimumFractionDigits: 4, maximumFractionDigits: 4 }) })}
            </span>
          </Figure>
        </dl>
      </section>

      <section aria-labelledby="trail-gross" className={SECTION}>
        <h3 id="trail-gross" className={HEADING}>
          {t('Your gross by income type')}
        </h3>
        <dl className="mt-1">
          {trail.shares.map((row) => (
            <Figure key={row.income_type} term={t(INCOME_TYPE_LABELS[row.income_type])}>
              {t('{gross} of {amount}', { gross: money(row.gross), amount: money(row.amount) })}
            </Figure>
          ))}
        </dl>
      </section>

      <section aria-labelledby="trail-rule" className={SECTION}>
        <h3 id="trail-rule" className={HEADING}>
          {t('Tax withheld at source')}
        </h3>
        <dl className="mt-1" data-testid="trail-rule">
          <Figure term={t('Section (Income-tax Act, 1961)')}>{trail.rule.section ?? '—'}</Figure>
          <Figure term={t('Section (Income-tax Act, 2025)')}>{trail.rule.section_2025 ?? '—'}</Figure>
          <Figure term={t('Rate')}>{formatRoi(trail.rule.rate_bps)}</Figure>
          <Figure term={t('Threshold a financial year')}>{trail.rule.threshold === null ? t('None') : money(trail.rule.threshold)}</Figure>
          <Figure term={t('Gross earlier this financial year')}>{money(trail.rule.fy_total_before)}</Figure>
          <Figure term={t('Gross')}>{money(trail.payout.gross)}</Figure>
          <Figure term={t('Tax withheld')}>{money(trail.tds)}</Figure>
          <Figure term={t('Net')} strong>
            {money(trail.net)}
          </Figure>
        </dl>
      </section>

      <section aria-labelledby="trail-transfers" className={SECTION}>
        <h3 id="trail-transfers" className={HEADING}>
          {t('Ledger transfers')}
        </h3>
        {trail.transfers.length === 0 ? (
          <p className="mt-1 text-slate-600">{t('No money moved: nothing was due.')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-100" data-testid="trail-transfers">
            {trail.transfers.map((transfer) => (
              <li key={transfer.id} className="flex items-baseline justify-between gap-4 py-2">
                <div className="min-w-0">
                  <p className="text-slate-900">{transferKindLabel(transfer.kind)}</p>
                  <time dateTime={transfer.at} className="text-xs text-slate-600">
                    {formatAbsoluteTime(transfer.at, timeZone)}
                  </time>
                </div>
                <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{money(transfer.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Recompute trail={trail} payoutId={payoutId} failed={failed} />
    </div>
  );
}

/** Recompute: the trail asked for again, then what the server's recomputation says. */
function Recompute({ trail, payoutId, failed }: { trail: RupeeTrail; payoutId: string; failed: boolean }) {
  const recompute = useRecomputeTrail(payoutId);
  const [state, setState] = useState<'idle' | 'checking' | 'done'>('idle');
  const { currency } = trail.payout;
  const figures = {
    currency,
    gross: formatMoney(trail.recomputed.gross, currency),
    tax: formatMoney(trail.recomputed.tds, currency),
    net: formatMoney(trail.recomputed.net, currency),
  };

  let result: ReactNode = null;
  if (state === 'done' && failed) result = <Alert tone="error">{t('The payout could not be recomputed just now. Please try again.')}</Alert>;
  else if (state === 'done' && trail.recomputed.matches) {
    result = (
      <Alert tone="success">
        {t(
          '{currency, select, INR {Recomputed from the ledgers: {gross} gross, {tax} tax, {net} net — matches to the paisa.} other {Recomputed from the ledgers: {gross} gross, {tax} tax, {net} net — matches to the cent.}}',
          figures,
        )}
      </Alert>
    );
  } else if (state === 'done') {
    result = (
      <Alert tone="error">
        {t(
          'Recomputed from the ledgers: {gross} gross, {tax} tax, {net} net — this does not match what was paid to you. Please contact us about this payout.',
          figures,
        )}
      </Alert>
    );
  }

  return (
    <section aria-labelledby="trail-recompute" className={SECTION}>
      <h3 id="trail-recompute" className="sr-only">
        {t('Recompute')}
      </h3>
      <p className="text-slate-600">{t('Rebuild this payout now from the ledgers and the tax rules, and compare it with what was paid.')}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-3"
        pending={state === 'checking'}
        disabled={state === 'checking'}
        onClick={async () => {
          setState('checking');
          await recompute();
          setState('done');
        }}
      >
        {t('Recompute')}
      </Button>
      <div className="mt-3">{result}</div>
    </section>
  );
}

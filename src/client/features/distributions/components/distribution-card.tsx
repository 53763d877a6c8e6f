import type { ReactNode } from 'react';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PdfButton } from '../../../components/ui/pdf-button.tsx';
import { TransferDetails } from '../../../components/ui/transfer-details.tsx';
import { apiPathOf } from '../../../lib/api-client.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { LINE_KIND_LABELS } from '../../../lib/income-labels.ts';
import { SPLIT_LABELS, SPLIT_PARTS } from '../lib/labels.ts';
import { DistributionStatusBadge } from './distribution-status-badge.tsx';

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="mt-1 font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** What the status asks of whom: pay it in, wait, the reason it was rejected, or what was paid. */
function StatusStep({ distribution }: { distribution: Distribution }) {
  const money = (minor: number) => formatMoney(minor, distribution.currency);
  switch (distribution.status) {
    case 'draft':
      return null;
    case 'submitted':
      return (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            {t(
              "Pay {amount} (the distributable amount and the management fee) into the deal's distribution account by bank transfer, quoting the reference. The admin confirms it when it arrives.",
              { amount: money(distribution.to_fund) },
            )}
          </p>
          <TransferDetails transfer={{ amount: distribution.to_fund, currency: distribution.currency, instructions: distribution.instructions }} />
        </div>
      );
    case 'funded':
      return <p className="text-sm text-slate-700">{t("The money has arrived. It waits for the admin's approval.")}</p>;
    case 'approved':
      return <p className="text-sm text-slate-700">{t('Paying…')}</p>;
    case 'rejected':
      return (
        <div className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
          <p className="font-semibold">{t('Reason for the rejection')}</p>
          <p className="mt-1 whitespace-pre-line">{distribution.rejection_reason}</p>
        </div>
      );
    case 'paid':
      return distribution.paid ? (
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-green-50 px-4 py-3 text-sm ring-1 ring-green-200 ring-inset sm:grid-cols-4">
          <Figure term={t('Payouts')}>{distribution.paid.payouts}</Figure>
          <Figure term={t('Gross')}>{money(distribution.paid.gross)}</Figure>
          <Figure term={t('Tax withheld')}>{money(distribution.paid.tds)}</Figure>
          <Figure term={t('Net')}>{money(distribution.paid.net)}</Figure>
        </dl>
      ) : null;
  }
}

/**
 * One distribution of a deal: its quarter and status, the distributable amount, what its proposer
 * pays in and the reference, what its status asks next, and its lines (with their evidence, which
 * the admin reviews here) and split on demand. A draft can be opened again by its author.
 */
export function DistributionCard({ distribution, onEdit, editDisabled }: { distribution: Distribution; onEdit: (() => void) | null; editDisabled: boolean }) {
  const money = (minor: number) => formatMoney(minor, distribution.currency);
  const headingId = `distribution-${distribution.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 px-4 py-5 sm:px-5" data-testid="distribution">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-3 text-base font-semibold text-slate-900">
          <span translate="no">{distribution.period}</span> <DistributionStatusBadge status={distribution.status} />
        </h3>
        {onEdit && (
          <Button
            type="button"
            variant="secondary"
            onClick={onEdit}
            disabled={editDisabled}
            aria-label={t('Edit the {period} draft', { period: distribution.period })}
          >
            {t('Edit draft')}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Figure term={t('Distributable')}>{money(distribution.distributable)}</Figure>
        <Figure term={t('To fund')}>{money(distribution.to_fund)}</Figure>
        <Figure term={t('Reference')}>
          <span className="font-mono" translate="no">
            {distribution.reference}
          </span>
        </Figure>
      </dl>
      <StatusStep distribution={distribution} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">{t('Lines and split')}</summary>
        <table className="mt-3 w-full">
          <caption className="sr-only">{t('Lines')}</caption>
          <tbody className="divide-y divide-slate-100">
            {distribution.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" className="py-2 pr-3 text-left align-top font-normal text-slate-600">
                  {t(LINE_KIND_LABELS[line.kind])}
                </th>
                <td className="py-2 pr-3 text-slate-900">
                  <span translate="no">{line.label}</span>
                  {line.evidence_url && (
                    <div>
                      <PdfButton path={apiPathOf(line.evidence_url)} name={line.label}>
                        {t('Evidence')}{' '}
                        <span className="sr-only" translate="no">
                          ({line.label})
                        </span>
                      </PdfButton>
                    </div>
                  )}
                </td>
                <td className="py-2 text-right align-top text-slate-900 tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SPLIT_PARTS.map((part) => (
            <Figure key={part} term={t(SPLIT_LABELS[part])}>
              {money(distribution.split[part])}
            </Figure>
          ))}
        </dl>
      </details>
    </article>
  );
}

import type { ReactNode } from 'react';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { CARD } from '../../../components/ui/page-header.tsx';
import { formatMoneyWhole } from '../../../../shared/money-format.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900">{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${CARD} p-5 sm:p-6`}>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The whole submission as the admin reviews it: terms, projection, listing fields, agent card and proposer. */
export function DealSubmission({ deal }: { deal: Deal }) {
  const money = (minor: number) => (minor > 0 ? formatMoneyWhole(minor, deal.currency) : '');
  const { property } = deal;
  return (
    <div className="space-y-6">
      <Panel title="Terms">
        <Rows
          rows={[
            ['Campaign type', deal.campaign_type === 'buy_n_hold' ? "Buy 'N' Hold" : "Fix 'N' Flip"],
            ['Asset class', deal.type],
            ['Currency', deal.currency],
            ['Target', money(deal.target)],
            ['Minimum ticket', money(deal.minimum_ticket)],
            ['Maximum per backer', deal.maximum_per_backer === null ? 'No maximum' : money(deal.maximum_per_backer)],
            ['Projected ROI', deal.roi],
            ['Holding period', deal.holding_period_months > 0 ? `${deal.holding_period_months} months` : ''],
          ]}
        />
        <h3 className="mt-5 text-sm font-semibold text-slate-900">Quarterly distribution projection</h3>
        {deal.projection.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None given.</p>
        ) : (
          <table className="mt-2 text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-6 font-medium">Quarter</th>
                <th scope="col" className="py-1 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody>
              {deal.projection.map((row) => (
                <tr key={row.quarter}>
                  <td className="py-1 pr-6">{row.quarter}</td>
                  <td className="py-1 text-right tabular-nums">{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel title="Listing">
        <Rows
          rows={[
            ['Title', property.title],
            ['Property type', property.type],
            ['Location', property.location],
            ['Price', money(property.price)],
            ['Area', property.area_sqft > 0 ? `${property.area_sqft.toLocaleString('en-IN')} sq ft` : ''],
            ['Bedrooms', String(property.bedrooms)],
            ['Bathrooms', String(property.bathrooms)],
            ['Year built', property.year_built > 0 ? String(property.year_built) : ''],
            ['Description', property.description],
            ['Location description', property.location_description],
            ['Features', property.features.join(', ')],
          ]}
        />
      </Panel>
      <Panel title="Agent and proposer">
        <Rows
          rows={[
            ['Agent', property.agent.name],
            ['Agent email', property.agent.email],
            ['Agent phone', property.agent.phone],
            ['Agent company', property.agent.company],
            ['Proposer account', deal.proposer_id],
            ['Submitted', deal.submitted_at ? formatAbsoluteTime(deal.submitted_at) : ''],
          ]}
        />
      </Panel>
    </div>
  );
}

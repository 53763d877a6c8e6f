import type { ReactNode } from 'react';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { CARD } from '../../../components/ui/page-header.tsx';
import { structureLabel } from '../../../lib/deal-structure.ts';
import { formatMoneyWhole, formatNumber, msg, t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { DocumentList } from './deal-documents.tsx';
import { PhotoGallery } from './deal-photos.tsx';
import { ProposerDetails } from './proposer-details.tsx';
import { Trans } from '../../../lib/trans.tsx';

/** A term (an English message id) and its value; `asWritten` marks what stays untranslated: what people typed, product names. */
type Row = [term: string, value: ReactNode, asWritten?: boolean];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([term, value, asWritten]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-slate-600">{t(term)}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900" translate={asWritten ? 'no' : undefined}>
            {value === '' || value === null ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of the submission; `title` is an English message id. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${CARD} p-5 sm:p-6`}>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t(title)}</h2>
      {children}
    </section>
  );
}

/** The whole submission as the admin reviews it: terms, projection, listing fields, photos, documents, agent card and proposer. */
export function DealSubmission({ deal }: { deal: Deal }) {
  const money = (minor: number) => (minor > 0 ? formatMoneyWhole(minor, deal.currency) : '');
  const { property } = deal;
  const timeZone = useTimeZone();
  return (
    <div className="space-y-6">
      <Panel title={msg('Terms')}>
        <Rows
          rows={[
            [msg('Campaign type'), deal.campaign_type === 'buy_n_hold' ? "Buy 'N' Hold" : "Fix 'N' Flip", true],
            [msg('Structure'), structureLabel(deal.structure)],
            [msg('Asset class'), deal.type ? t(deal.type) : ''],
            [msg('Currency'), deal.currency, true],
            [msg('Target'), money(deal.target)],
            [msg('Minimum ticket'), money(deal.minimum_ticket)],
            [msg('Maximum per backer'), deal.maximum_per_backer === null ? t('No maximum') : money(deal.maximum_per_backer)],
            [msg('Projected ROI'), formatRoi(deal.projected_roi_bps)],
            ...(deal.draw_schedule
              ? [[msg('Draw schedule'), deal.draw_schedule.map((milestone) => `${milestone.name}: ${formatRoi(milestone.share_bps)}`).join('\n'), true] as Row]
              : []),
            [
              msg('Holding period'),
              deal.holding_period_months > 0 ? t('{count, plural, one {# month} other {# months}}', { count: deal.holding_period_months }) : '',
            ],
          ]}
        />
        <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('Quarterly distribution projection')}</h3>
        {deal.projection.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('None given.')}</p>
        ) : (
          <table className="mt-2 text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-6 font-medium">
                  {t('Quarter')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('Amount')}
                </th>
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
      <Panel title={msg('Listing')}>
        <Rows
          rows={[
            [msg('Title'), property.title, true],
            [msg('Property type'), property.type ? t(property.type) : ''],
            [msg('Location'), property.location, true],
            [msg('Price'), money(property.price)],
            [msg('Area'), property.area_sqft > 0 ? t('{area} sq ft', { area: formatNumber(property.area_sqft) }) : ''],
            [msg('Bedrooms'), formatNumber(property.bedrooms)],
            [msg('Bathrooms'), formatNumber(property.bathrooms)],
            [msg('Year built'), property.year_built > 0 ? String(property.year_built) : ''],
            [msg('Description'), property.description, true],
            [msg('Location description'), property.location_description, true],
            [msg('Features'), property.features.join(', '), true],
          ]}
        />
      </Panel>
      <Panel title={msg('Photos')}>
        <PhotoGallery deal={deal} />
      </Panel>
      <Panel title={msg('Documents')}>
        <DocumentList deal={deal} />
      </Panel>
      <Panel title={msg('Agent card')}>
        <Rows
          rows={[
            [msg('Agent'), property.agent.name, true],
            [msg('Agent email'), property.agent.email, true],
            [msg('Agent phone'), property.agent.phone, true],
            [msg('Agent company'), property.agent.company, true],
          ]}
        />
      </Panel>
      <Panel title={msg('Proposer')}>
        <p className="mb-4 text-sm text-slate-700">
          {deal.submitted_at ? (
            <Trans id="Submitted <0/>" components={{ 0: <time dateTime={deal.submitted_at}>{formatAbsoluteTime(deal.submitted_at, timeZone)}</time> }} />
          ) : (
            t('Submitted —')
          )}
        </p>
        <ProposerDetails dealId={deal.id} />
      </Panel>
    </div>
  );
}

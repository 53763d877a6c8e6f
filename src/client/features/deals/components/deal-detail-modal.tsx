import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { structureLabel } from '../../../lib/deal-structure.ts';
import { formatMoneyWhole, formatNumber, t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DeadlineTime } from '../../../components/ui/deadline-time.tsx';
import { SponsorRecord } from '../../../components/ui/reporting-health-badge.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { assetClassLabel } from '../lib/deal-list-params.ts';

export interface DealDetailModalProps {
  deal: Deal | null;
  open: boolean;
  onClose: () => void;
  /** What the viewer may do with the deal (Edit Deal, View All Backers, a backer's Invest), after "View property". */
  actions?: ReactNode;
}

const CAMPAIGN_TYPES: Record<Deal['campaign_type'], string> = {
  buy_n_hold: "Buy 'N' Hold",
  fix_n_flip: "Fix 'N' Flip",
};

/**
 * A deal's details (spec §2, decisions.md #20): name, progress, location, type, structure, backers, ROI,
 * listed date and deadline, with the actions the viewer may take (the app gives them: Edit Deal
 * and View All Backers to the deal's proposer and the admin, Invest to a backer); a button that
 * does nothing is not shown.
 */
export function DealDetailModal({ deal, open, onClose, actions }: DealDetailModalProps) {
  const money = (amount: number) => formatMoneyWhole(amount, deal?.currency ?? 'USD');
  const timeZone = useTimeZone();
  return (
    <ModalDialog
      open={open && deal !== null}
      onClose={onClose}
      title={deal && <span translate="no">{deal.name}</span>}
      subtitle={
        deal && t('{campaignType} · {months}-month holding period', { campaignType: CAMPAIGN_TYPES[deal.campaign_type], months: deal.holding_period_months })
      }
      focusClose
    >
      {deal && (
        <>
          <ProgressBar className="mt-5" label={t('Raised')} value={deal.raised} max={deal.target} formatValue={money} />

          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
            {(
              [
                [t('Location'), <span translate="no">{deal.location}</span>],
                [t('Type'), assetClassLabel(deal.type)],
                [t('Structure'), structureLabel(deal.structure)],
                [t('Backers'), formatNumber(deal.backers)],
                [t('Projected ROI'), formatRoi(deal.projected_roi_bps)],
                [t('Listed'), deal.listed_at ? formatDay(deal.listed_at, timeZone) : '—'],
                [t('Deadline'), deal.deadline ? <DeadlineTime iso={deal.deadline} /> : '—'],
                [t('Minimum investment'), money(deal.minimum_ticket)],
              ] satisfies [string, ReactNode][]
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="mt-0.5 font-medium text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-600">{t('Status')}</dt>
              <dd className="mt-0.5">{deal.status ? <StatusBadge status={deal.status} /> : '—'}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-slate-600">{t('Sponsor')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                <span translate="no">{deal.proposer.company ? `${deal.proposer.name}, ${deal.proposer.company}` : deal.proposer.name}</span>
                <SponsorRecord proposerId={deal.proposer.id} health={deal.reporting_health} className="mt-1 font-normal" />
              </dd>
            </div>
          </dl>

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={paths.property(deal.property_id)} className={buttonClasses('secondary')}>
              {t('View property')}
            </Link>
            {actions}
          </div>
        </>
      )}
    </ModalDialog>
  );
}

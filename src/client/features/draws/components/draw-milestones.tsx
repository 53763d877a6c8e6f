import type { ReactNode } from 'react';
import type { Draw, DrawList } from '../../../../shared/contracts/draws.ts';
import { smallPhotoUrl } from '../../../../shared/lead-images.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMoney, msg, t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';

const STATUS: Record<Draw['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: msg('Pending'), tone: 'slate' },
  requested: { label: msg('Requested'), tone: 'amber' },
  released: { label: msg('Released'), tone: 'green' },
};

/** The amber notice of a deal flagged for a site inspection (no draw for DRAW_IDLE_INSPECTION). */
export function InspectionNotice({ draws }: { draws: DrawList }) {
  if (!draws.inspection_due) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset" data-testid="inspection-due">
      {t('Site inspection due: no draw has been requested or released for a while, so Sharestead will inspect the site.')}
    </p>
  );
}

/**
 * A deal's milestones in order: each with its share, amount and status, the proposer's note and
 * site photos, the admin's comment when a request was returned, and the sign-off (released on a
 * date). `actions` adds what the reader may do with a draw (the dashboard's buttons).
 */
export function DrawMilestones({ draws, actions }: { draws: DrawList; actions?: (draw: Draw) => ReactNode }) {
  const timeZone = useTimeZone();
  return (
    <ol className="divide-y divide-slate-100">
      {draws.items.map((draw) => {
        const headingId = `draw-${draw.n}`;
        return (
          <li key={draw.n} aria-labelledby={headingId} className="space-y-3 py-4 first:pt-2" data-testid="draw">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                <span>{t('Draw {n}: {name}', { n: draw.n, name: draw.name })}</span>
                {draw.capital_returned_at ? (
                  <Badge tone="sky">{t('Returned to the holders')}</Badge>
                ) : (
                  <Badge tone={STATUS[draw.status].tone}>{t(STATUS[draw.status].label)}</Badge>
                )}
              </h3>
              <p className="text-sm text-slate-700 tabular-nums">
                {t('{amount} ({share} of the money)', { amount: formatMoney(draw.amount, draws.currency), share: formatRoi(draw.share_bps) })}
              </p>
            </div>
            {draw.released_at && (
              <p className="text-sm text-green-800">{t('Signed off by Sharestead and released on {date}.', { date: formatDay(draw.released_at, timeZone) })}</p>
            )}
            {draw.capital_returned_at && (
              <p className="text-sm text-slate-700">
                {t("Sharestead returned this milestone's money to the holders on {date}: it is never drawn.", {
                  date: formatDay(draw.capital_returned_at, timeZone),
                })}
              </p>
            )}
            {draw.status === 'requested' && draw.requested_at && (
              <p className="text-sm text-slate-700">
                {t('Requested on {date}; Sharestead is inspecting the work.', { date: formatDay(draw.requested_at, timeZone) })}
              </p>
            )}
            {draw.note && draw.status !== 'pending' && (
              <p className="text-sm whitespace-pre-line text-slate-700">
                <span className="font-medium text-slate-900">{t('Note from the sponsor:')}</span> {draw.note}
              </p>
            )}
            {draw.comment && draw.status === 'pending' && (
              <div className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
                <p className="font-semibold">{t('Returned by Sharestead')}</p>
                <p className="mt-1 whitespace-pre-line">{draw.comment}</p>
              </div>
            )}
            {draw.photos.length > 0 && (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('Site photos of draw {n}', { n: draw.n })}>
                {draw.photos.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-offset-2">
                      <img
                        src={smallPhotoUrl(url)}
                        alt={t('Site photo {position} of {count}, draw {n}', { position: index + 1, count: draw.photos.length, n: draw.n })}
                        loading="lazy"
                        decoding="async"
                        className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {actions?.(draw)}
          </li>
        );
      })}
    </ol>
  );
}

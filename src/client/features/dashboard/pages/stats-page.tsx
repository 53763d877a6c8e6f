import { ChartBarIcon } from '@heroicons/react/24/outline';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { DashboardChartCard } from '../../../components/dashboard/dashboard-chart-card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useStats } from '../api/get-stats.ts';
import { hasNoData, statsCards } from '../lib/stats-view.ts';

const DESCRIPTIONS: Record<Role, string> = {
  admin: msg('How the platform is growing: revenue, investment, investors and properties.'),
  backer: msg('How your portfolio is doing: growth, returns, allocation and risk.'),
  proposer: msg('How your deals are doing: fundraising, performance and your investors.'),
};

/** What a person without figures yet sees, and where to go to make some. */
const NO_DATA: Record<Exclude<Role, 'admin'>, { text: string; action: string; page: 'live-deals' | 'deals' }> = {
  backer: { text: msg('No investments yet'), action: msg('Browse live deals'), page: 'live-deals' },
  proposer: { text: msg('No deals yet'), action: msg('Go to My Deals'), page: 'deals' },
};

const PULSE = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none';

/** Stats (spec §2): the role's six charts of real figures, two per row on wide screens. */
export function StatsPage({ role }: { role: Role }) {
  const { data, isPending, isError, error, refetch } = useStats();
  return (
    <div>
      <PageHeader title={t('Stats')} description={t(DESCRIPTIONS[role])} />
      {isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('Loading charts')}
          </p>
          <div aria-hidden="true" data-testid="stats-skeleton" className="grid gap-6 lg:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={`${CARD} h-[24rem] p-5`}>
                <div className={`h-4 w-40 ${PULSE}`} />
                <div className={`mt-3 h-4 w-64 max-w-full ${PULSE}`} />
              </div>
            ))}
          </div>
        </>
      ) : isError ? (
        <div className={CARD}>
          <ListLoadError title={t('The charts could not be loaded.')} error={error} onRetry={() => void refetch()} />
        </div>
      ) : role !== 'admin' && hasNoData(data) ? (
        <div className={CARD}>
          <ListEmptyState icon={ChartBarIcon} text={t(NO_DATA[role].text)}>
            <p className="mt-1 text-sm text-slate-600">{t('Your charts fill in as soon as there is something to show.')}</p>
            <Link to={paths.dashboard(role, NO_DATA[role].page)} className={buttonClasses('primary', 'mt-5')}>
              {t(NO_DATA[role].action)}
            </Link>
          </ListEmptyState>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {statsCards(data).map((card) =>
            'chart' in card ? <DashboardChartCard key={card.id} chart={card.chart} /> : <EmptyChartCard key={card.id} title={card.title} text={card.empty} />,
          )}
        </div>
      )}
    </div>
  );
}

/** A chart with nothing to draw yet: its title and why, at the height of its neighbours. */
function EmptyChartCard({ title, text }: { title: string; text: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD} flex min-h-[24rem] flex-col p-4 sm:p-5`}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ListEmptyState icon={ChartBarIcon} text={text} className="my-auto py-10" />
    </section>
  );
}

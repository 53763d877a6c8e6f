import type { Role } from '../../../../shared/roles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useStats } from '../api/index.ts';
import { DashboardChartCard } from '../../../components/dashboard/dashboard-chart-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const DESCRIPTIONS: Record<Role, string> = {
  admin: 'How the platform is growing: revenue, investment, investors and properties.',
  backer: 'How your portfolio is doing: growth, returns, allocation and risk.',
  proposer: 'How your deals are doing: fundraising, performance and your investors.',
};

/** Stats (spec §2): the role's six charts, two per row on wide screens. */
export function StatsPage({ role }: { role: Role }) {
  const { data, isPending, isError } = useStats(role);
  return (
    <div>
      <PageHeader title="Stats" description={DESCRIPTIONS[role]} />
      {isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-600" role="status">
          <Spinner /> Loading charts
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The charts could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {data.charts.map((chart) => (
            <DashboardChartCard key={chart.id} chart={chart} />
          ))}
        </div>
      )}
    </div>
  );
}

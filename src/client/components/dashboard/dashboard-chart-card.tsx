import { useMemo, type ReactNode } from 'react';
import type { DashboardChart } from '../../../shared/contracts/dashboard.ts';
import { toChartConfig } from './chart-config.ts';
import { formatValue } from './format.ts';
import { ChartCard } from './chart-card.tsx';
import { useColourScheme } from './use-colour-scheme.ts';

export interface DashboardChartCardProps {
  chart: DashboardChart;
  /** Dashboards use 300px (spec §9). */
  height?: string;
  actions?: ReactNode;
  className?: string;
}

/** A chart from the dashboard contract (Overview and Stats) drawn in a chart card. */
export function DashboardChartCard({ chart, height = '300px', actions, className }: DashboardChartCardProps) {
  // Rebuilt only when the chart or the theme changes, so the canvas is not updated on every render.
  const scheme = useColourScheme();
  const config = useMemo(() => toChartConfig(chart, scheme), [chart, scheme]);
  return (
    <ChartCard
      title={chart.title}
      description={chart.description}
      actions={actions}
      type={config.type}
      data={config.data}
      options={config.options}
      height={height}
      formatValue={(value) => formatValue(value, chart.valueFormat)}
      {...(className ? { className } : {})}
    />
  );
}

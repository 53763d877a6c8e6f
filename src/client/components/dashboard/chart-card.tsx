import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { mergeChartOptions } from './chart-defaults.ts';
import { ChartDataSummary } from './chart-data-summary.tsx';

// Chart.js (~67 KB gzip) arrives after the page's text and figures, which do not wait for it;
// the canvas box keeps its height meanwhile, so nothing moves when the chart appears.
const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

export type ChartCardType = Extract<ChartType, 'line' | 'bar' | 'doughnut' | 'pie' | 'radar' | 'polarArea' | 'scatter' | 'bubble'>;

export interface ChartCardProps<TType extends ChartCardType = ChartCardType> {
  title: string;
  /** One line under the title saying what the chart shows. */
  description?: string;
  /** Right side of the header: a period select, an export button... */
  actions?: ReactNode;
  type: TType;
  data: ChartData<TType>;
  /** CSS height of the chart area; 250px by default, dashboards pass 300px (spec §9). */
  height?: string;
  /** Merged over the dashboard defaults (lib/chart-defaults.ts). */
  options?: ChartOptions<TType>;
  /** Formats values in the screen-reader data table. */
  formatValue?: (value: number) => string;
  className?: string;
}

export function ChartCard<TType extends ChartCardType = ChartCardType>({
  title,
  description,
  actions,
  type,
  data,
  height = '250px',
  options,
  formatValue,
  className = '',
}: ChartCardProps<TType>) {
  const titleId = useId();
  const summaryId = useId();
  // Stable options identity: react-chartjs-2 calls chart.update() whenever options change.
  const merged = useMemo(() => mergeChartOptions<TType>(options), [options]);

  return (
    <section
      aria-labelledby={titleId}
      className={`relative flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 ${className}`}
    >
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </header>
      {/* Chart.js's responsive mode needs a positioned parent with a definite height. */}
      <div className="relative w-full" style={{ height }} data-testid="chart-card-canvas-box">
        <Suspense>
          <ChartCanvas type={type} data={data as ChartData} options={merged as ChartOptions} label={title} describedBy={summaryId} />
        </Suspense>
      </div>
      <ChartDataSummary id={summaryId} title={title} data={data as ChartData} {...(formatValue ? { formatValue } : {})} />
    </section>
  );
}

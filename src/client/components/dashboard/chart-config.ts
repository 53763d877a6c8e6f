import type { ChartData, ChartDataset as ChartJsDataset, ChartOptions, ChartType, TooltipItem } from 'chart.js';
import type {
  ChartPoint,
  DashboardChart,
  DashboardChartType,
  ValueFormat,
} from '../../../shared/contracts/dashboard.ts';
import { formatValue } from './format.ts';

/*
 * Turns a DashboardChart (numbers only, as the contract carries them) into Chart.js data and
 * options: colours, axis ticks and tooltips in the chart's value format. Pure, so it is tested
 * without a canvas.
 */

/**
 * Series colours, each at least 3:1 against white (WCAG 1.4.11 non-text contrast) and
 * distinguishable from its neighbours: brand teal, sky, amber, violet, slate, light teal, rose.
 */
export const CHART_PALETTE = [
  '#19625b',
  '#0369a1',
  '#d97706',
  '#7c3aed',
  '#64748b',
  '#2b978b',
  '#e11d48',
] as const;

export function paletteColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

/** `#19625b` + 0.15 → `rgba(25, 98, 91, 0.15)`, for fills under lines and radar areas. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const SEGMENT_CHARTS: readonly DashboardChartType[] = ['doughnut', 'pie', 'polarArea'];
const RADIAL_CHARTS: readonly DashboardChartType[] = ['radar', 'polarArea'];
const POINT_CHARTS: readonly DashboardChartType[] = ['scatter', 'bubble'];

export interface ChartConfig {
  type: DashboardChartType;
  data: ChartData<DashboardChartType>;
  options: ChartOptions<DashboardChartType>;
}

function styleDataset(
  chart: DashboardChart,
  dataset: DashboardChart['datasets'][number],
  index: number,
): ChartJsDataset {
  const colour = paletteColour(index);
  const base = { label: dataset.label, data: dataset.data };

  if (SEGMENT_CHARTS.includes(chart.type)) {
    // One colour per slice; translucent in a polar area so the grid stays readable.
    const colours = chart.labels.map((_, i) =>
      chart.type === 'polarArea' ? withAlpha(paletteColour(i), 0.75) : paletteColour(i),
    );
    return { ...base, backgroundColor: colours, borderColor: '#ffffff', borderWidth: 2 } as ChartJsDataset;
  }

  const drawAsLine = chart.type === 'line' || chart.type === 'radar' || dataset.kind === 'line';
  if (drawAsLine) {
    return {
      ...base,
      ...(chart.type === 'bar' && dataset.kind === 'line' ? { type: 'line', order: 0 } : {}),
      borderColor: colour,
      // Overlapping radar areas turn muddy quickly: keep them fainter than a single line fill.
      backgroundColor: withAlpha(colour, chart.type === 'radar' ? 0.08 : 0.15),
      pointBackgroundColor: colour,
      borderWidth: 2,
      borderDash: dataset.dashed ? [6, 4] : [],
      fill: dataset.fill ?? chart.type === 'radar',
      tension: chart.type === 'radar' ? 0 : 0.3,
      pointRadius: 3,
      pointHoverRadius: 5,
    } as ChartJsDataset;
  }

  if (POINT_CHARTS.includes(chart.type)) {
    return {
      ...base,
      backgroundColor: withAlpha(colour, 0.6),
      borderColor: colour,
      borderWidth: 1.5,
    } as ChartJsDataset;
  }

  // Bars: a dashed (reference) series is drawn as an outline so it reads as "compare to".
  return {
    ...base,
    backgroundColor: dataset.dashed ? withAlpha(colour, 0.2) : colour,
    borderColor: colour,
    borderWidth: dataset.dashed ? 1.5 : 0,
    borderRadius: 4,
    order: 1,
  } as ChartJsDataset;
}

function formatTick(format: ValueFormat) {
  // Ticks stay short: "$120K" rather than "$120,000" even for exact-dollar charts.
  const tickFormat: ValueFormat = format === 'usd' ? 'usd-compact' : format;
  return (value: string | number) =>
    typeof value === 'number' ? formatValue(value, tickFormat) : value;
}

function tooltipValue(chart: DashboardChart, item: TooltipItem<ChartType>): string {
  const raw = item.raw as number | ChartPoint;
  if (typeof raw === 'number') return formatValue(raw, chart.valueFormat);
  const x = formatValue(raw.x, chart.xFormat ?? 'count');
  const y = formatValue(raw.y, chart.valueFormat);
  return `${chart.xLabel ?? 'x'} ${x}, ${chart.yLabel ?? 'y'} ${y}`;
}

export function buildChartOptions(chart: DashboardChart): ChartOptions {
  const tooltip = {
    callbacks: {
      label: (item: TooltipItem<ChartType>) => {
        const name = SEGMENT_CHARTS.includes(chart.type) ? item.label : item.dataset.label;
        return `${name ?? ''}: ${tooltipValue(chart, item)}`;
      },
    },
  };

  // Many long series names (one per holding in a bubble chart) would fill half a 300px chart
  // on a phone: tighten the legend there. Short legends keep the spec's padding of 20.
  const crowdedLegend = !SEGMENT_CHARTS.includes(chart.type) && chart.datasets.length >= 5;
  const legend = crowdedLegend ? { labels: { padding: 8, boxWidth: 8, boxHeight: 8, font: { size: 11 } } } : {};

  if (SEGMENT_CHARTS.includes(chart.type) && !RADIAL_CHARTS.includes(chart.type)) {
    return { plugins: { tooltip }, cutout: chart.type === 'doughnut' ? '60%' : 0 } as ChartOptions;
  }

  if (RADIAL_CHARTS.includes(chart.type)) {
    return {
      plugins: { tooltip },
      scales: {
        r: {
          beginAtZero: chart.valueMin === undefined,
          ...(chart.valueMin === undefined ? {} : { min: chart.valueMin }),
          // Polar-area wedges cover the tick labels: draw them on top, on a light backdrop.
          ticks:
            chart.type === 'polarArea'
              ? { callback: formatTick(chart.valueFormat), z: 1, backdropColor: 'rgba(255, 255, 255, 0.85)' }
              : { callback: formatTick(chart.valueFormat), backdropColor: 'transparent' },
        },
      },
    } as ChartOptions;
  }

  const pointChart = POINT_CHARTS.includes(chart.type);
  const valueAxis = {
    // Bars must start at zero or their lengths lie; lines and points use the data's range so
    // a 13% rise does not flatten into a level line.
    beginAtZero: chart.type === 'bar' && chart.valueMin === undefined,
    ...(chart.valueMin === undefined ? {} : { min: chart.valueMin }),
    // Room around the extremes so bubbles and end points are not cut at the chart edge.
    ...(chart.type === 'bar' ? {} : { grace: '10%' }),
    stacked: chart.stacked ?? false,
    ticks: { callback: formatTick(chart.valueFormat) },
    title: { display: Boolean(chart.yLabel), text: chart.yLabel ?? '' },
  };
  const categoryAxis = {
    stacked: chart.stacked ?? false,
    grid: { display: pointChart },
    ...(pointChart ? { grace: '10%', ticks: { callback: formatTick(chart.xFormat ?? 'count') } } : {}),
    title: { display: Boolean(chart.xLabel), text: chart.xLabel ?? '' },
  };
  const horizontal = chart.horizontal === true && chart.type === 'bar';

  return {
    indexAxis: horizontal ? 'y' : 'x',
    interaction: pointChart ? { mode: 'nearest', intersect: true } : { mode: 'index', intersect: false },
    plugins: { tooltip, legend },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  } as ChartOptions;
}

/** Chart.js type, data and options for a contract chart, ready for the chart card. */
export function toChartConfig(chart: DashboardChart): ChartConfig {
  return {
    type: chart.type,
    data: {
      labels: chart.labels,
      datasets: chart.datasets.map((dataset, index) => styleDataset(chart, dataset, index)),
    },
    options: buildChartOptions(chart),
  };
}

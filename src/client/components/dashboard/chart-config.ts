import type { ChartData, ChartDataset as ChartJsDataset, ChartOptions, ChartType, TooltipItem } from 'chart.js';
import type { ChartPoint, DashboardChart, DashboardChartType, ValueFormat } from '../../../shared/contracts/dashboard.ts';
import { formatValue } from './format.ts';
import { t } from '../../lib/i18n.ts';
import type { ColourScheme } from './use-colour-scheme.ts';

/*
 * Turns a DashboardChart (numbers only, as the contract carries them) into Chart.js data and
 * options: colours, axis ticks and tooltips in the chart's value format. Pure, so it is tested
 * without a canvas.
 */

export interface ChartTheme {
  /**
   * Series colours, each at least 3:1 against the card (WCAG 1.4.11 non-text contrast) and
   * distinguishable from its neighbours: brand teal, sky, amber, violet, slate, light teal, rose.
   */
  series: readonly [string, ...string[]];
  /** Axis, legend and title text: AA on the card. */
  text: string;
  grid: string;
  /** The card behind the chart: slice separators and the backdrop of polar-area ticks. */
  surface: string;
}

/** The chart colours of each colour scheme; the card and text match styles.css's bg-white and text-slate-600. */
export const CHART_THEMES: Record<ColourScheme, ChartTheme> = {
  light: {
    series: ['#19625b', '#0369a1', '#d97706', '#7c3aed', '#64748b', '#2b978b', '#e11d48'],
    text: '#475569',
    grid: '#e2e8f0',
    surface: '#ffffff',
  },
  dark: {
    series: ['#5ccfc0', '#38bdf8', '#fbbf24', '#a78bfa', '#94a3b8', '#b0e9e0', '#fb7185'],
    text: '#b6c2d2',
    grid: '#2b3950',
    surface: '#111a2b',
  },
};

function paletteColour(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length] ?? theme.series[0];
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

function styleDataset(chart: DashboardChart, theme: ChartTheme, dataset: DashboardChart['datasets'][number], index: number): ChartJsDataset {
  const colour = paletteColour(theme, index);
  const base = { label: dataset.label, data: dataset.data };

  if (SEGMENT_CHARTS.includes(chart.type)) {
    // One colour per slice; translucent in a polar area so the grid stays readable.
    const colours = chart.labels.map((_, i) => (chart.type === 'polarArea' ? withAlpha(paletteColour(theme, i), 0.75) : paletteColour(theme, i)));
    return { ...base, backgroundColor: colours, borderColor: theme.surface, borderWidth: 2 } as ChartJsDataset;
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
      // Curves through the points without overshooting them: a month of ₹0 does not dip below zero.
      cubicInterpolationMode: 'monotone',
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
  return (value: string | number) => (typeof value === 'number' ? formatValue(value, tickFormat) : value);
}

function tooltipValue(chart: DashboardChart, item: TooltipItem<ChartType>): string {
  const raw = item.raw as number | ChartPoint;
  if (typeof raw === 'number') return formatValue(raw, chart.valueFormat);
  const x = formatValue(raw.x, chart.xFormat ?? 'count');
  const y = formatValue(raw.y, chart.valueFormat);
  return t('{xLabel} {x}, {yLabel} {y}', { xLabel: chart.xLabel ?? 'x', x, yLabel: chart.yLabel ?? 'y', y });
}

export function buildChartOptions(chart: DashboardChart, theme: ChartTheme): ChartOptions {
  // Chart.js takes scale colours from its global defaults, not the chart's: each scale names its
  // own; the chart's `color` is the legend's.
  const text = theme.text;
  const line = () => ({ color: theme.grid });

  const tooltip = {
    callbacks: {
      label: (item: TooltipItem<ChartType>) => {
        const name = SEGMENT_CHARTS.includes(chart.type) ? item.label : item.dataset.label;
        return t('{name}: {value}', { name: name ?? '', value: tooltipValue(chart, item) });
      },
    },
  };

  // Many long series names (one per holding in a bubble chart) would fill half a 300px chart
  // on a phone: tighten the legend there. Short legends keep the spec's padding of 20.
  const crowdedLegend = !SEGMENT_CHARTS.includes(chart.type) && chart.datasets.length >= 5;
  const legend = crowdedLegend ? { labels: { padding: 8, boxWidth: 8, boxHeight: 8, font: { size: 11 } } } : {};

  if (SEGMENT_CHARTS.includes(chart.type) && !RADIAL_CHARTS.includes(chart.type)) {
    return { color: text, plugins: { tooltip }, cutout: chart.type === 'doughnut' ? '60%' : 0 } as ChartOptions;
  }

  if (RADIAL_CHARTS.includes(chart.type)) {
    return {
      color: text,
      plugins: { tooltip },
      scales: {
        r: {
          grid: line(),
          angleLines: line(),
          pointLabels: { color: text },
          beginAtZero: chart.valueMin === undefined,
          ...(chart.valueMin === undefined ? {} : { min: chart.valueMin }),
          // Polar-area wedges cover the tick labels: draw them on top, on a backdrop of the card's colour.
          ticks:
            chart.type === 'polarArea'
              ? { callback: formatTick(chart.valueFormat), color: text, z: 1, backdropColor: withAlpha(theme.surface, 0.85) }
              : { callback: formatTick(chart.valueFormat), color: text, backdropColor: 'transparent' },
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
    ticks: { color: text, callback: formatTick(chart.valueFormat) },
    grid: line(),
    border: line(),
    title: { color: text, display: Boolean(chart.yLabel), text: chart.yLabel ?? '' },
  };
  const categoryAxis = {
    stacked: chart.stacked ?? false,
    grid: { ...line(), display: pointChart },
    border: line(),
    ticks: pointChart ? { color: text, callback: formatTick(chart.xFormat ?? 'count') } : { color: text },
    ...(pointChart ? { grace: '10%' } : {}),
    title: { color: text, display: Boolean(chart.xLabel), text: chart.xLabel ?? '' },
  };
  const horizontal = chart.horizontal === true && chart.type === 'bar';

  return {
    color: text,
    indexAxis: horizontal ? 'y' : 'x',
    interaction: pointChart ? { mode: 'nearest', intersect: true } : { mode: 'index', intersect: false },
    plugins: { tooltip, legend },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  } as ChartOptions;
}

/** Chart.js type, data and options for a contract chart in a colour scheme, ready for the chart card. */
export function toChartConfig(chart: DashboardChart, scheme: ColourScheme): ChartConfig {
  const theme = CHART_THEMES[scheme];
  return {
    type: chart.type,
    data: {
      labels: chart.labels,
      datasets: chart.datasets.map((dataset, index) => styleDataset(chart, theme, dataset, index)),
    },
    options: buildChartOptions(chart, theme),
  };
}

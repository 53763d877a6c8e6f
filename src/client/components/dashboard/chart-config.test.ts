import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '../../../shared/contracts/dashboard.ts';
import { CHART_THEMES, toChartConfig, withAlpha } from './chart-config.ts';

const base = { id: 'c', title: 'T', description: 'D' } as const;
const CHART_PALETTE = CHART_THEMES.light.series;

describe('toChartConfig', () => {
  it('colours each slice of a doughnut and keeps the numbers', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'doughnut',
      labels: ['A', 'B', 'C'],
      datasets: [{ label: 'Share', data: [60, 30, 10] }],
      valueFormat: 'percent',
    };
    const config = toChartConfig(chart, 'light');
    expect(config.type).toBe('doughnut');
    expect(config.data.labels).toEqual(['A', 'B', 'C']);
    const dataset = config.data.datasets[0] as { data: number[]; backgroundColor: string[] };
    expect(dataset.data).toEqual([60, 30, 10]);
    expect(dataset.backgroundColor).toEqual([CHART_PALETTE[0], CHART_PALETTE[1], CHART_PALETTE[2]]);
    expect(config.options).not.toHaveProperty('scales');
  });

  it('draws a line with a translucent fill and a dashed reference series', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'line',
      labels: ['Jan', 'Feb'],
      datasets: [
        { label: 'Value', data: [1, 2], fill: true },
        { label: 'Invested', data: [1, 1], dashed: true },
      ],
      valueFormat: 'usd',
    };
    const [value, invested] = toChartConfig(chart, 'light').data.datasets as unknown as Record<string, unknown>[];
    // Monotone curves never swing past their points (no dip below zero between two empty months).
    expect(value).toMatchObject({ borderColor: CHART_PALETTE[0], fill: true, borderDash: [], cubicInterpolationMode: 'monotone' });
    expect(value?.backgroundColor).toBe(withAlpha(CHART_PALETTE[0], 0.15));
    expect(invested).toMatchObject({ borderColor: CHART_PALETTE[1], fill: false, borderDash: [6, 4] });
  });

  it('formats value-axis ticks and tooltips in the chart value format', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'bar',
      labels: ['Q1'],
      datasets: [{ label: 'Returns', data: [705] }],
      valueFormat: 'usd',
    };
    const options = toChartConfig(chart, 'light').options as any;
    expect(options.scales.y.ticks.callback(120_000)).toBe('$120K');
    expect(options.scales.y.beginAtZero).toBe(true);
    const label = options.plugins.tooltip.callbacks.label({ raw: 705, dataset: { label: 'Returns' }, label: 'Q1' });
    expect(label).toBe('Returns: $705');
  });

  it('turns a horizontal bar chart on its side', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'bar',
      horizontal: true,
      labels: ['A'],
      datasets: [{ label: 'ROI', data: [12] }],
      valueFormat: 'percent',
    };
    const options = toChartConfig(chart, 'light').options as any;
    expect(options.indexAxis).toBe('y');
    expect(options.scales.x.ticks.callback(12)).toBe('12%');
  });

  it('describes bubble points in tooltips with the axis names', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'bubble',
      labels: [],
      datasets: [{ label: 'Maple', data: [{ x: 3, y: 11.8, r: 14 }] }],
      valueFormat: 'percent',
      xLabel: 'Risk',
      yLabel: 'Return',
    };
    const options = toChartConfig(chart, 'light').options as any;
    const label = options.plugins.tooltip.callbacks.label({ raw: { x: 3, y: 11.8, r: 14 }, dataset: { label: 'Maple' } });
    expect(label).toBe('Maple: Risk 3, Return 11.8%');
    expect(options.scales.x.title).toMatchObject({ display: true, text: 'Risk' });
  });

  it('draws a bar-chart dataset marked as a line on top of the bars', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'bar',
      labels: ['A', 'B'],
      datasets: [
        { label: 'Raised', data: [1, 2] },
        { label: 'Target', data: [3, 3], kind: 'line' },
      ],
      valueFormat: 'count',
    };
    const [, target] = toChartConfig(chart, 'light').data.datasets as unknown as Record<string, unknown>[];
    expect(target).toMatchObject({ type: 'line', order: 0 });
  });

  it('uses a radial scale for radar charts', () => {
    const chart: DashboardChart = {
      ...base,
      type: 'radar',
      labels: ['A', 'B', 'C'],
      datasets: [{ label: 'P', data: [90, 80, 70] }],
      valueFormat: 'percent',
    };
    const options = toChartConfig(chart, 'light').options as any;
    expect(Object.keys(options.scales)).toEqual(['r']);
    expect(options.scales.r.ticks.callback(50)).toBe('50%');
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('CHART_THEMES', () => {
  it.each(['light', 'dark'] as const)('%s: text meets AA and every series 3:1 on the card', (scheme) => {
    const theme = CHART_THEMES[scheme];
    expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
    for (const colour of theme.series) expect(contrast(colour, theme.surface), colour).toBeGreaterThanOrEqual(3);
  });

  it('draws a dark chart in the dark colours: series, slice borders, axes, legend', () => {
    const dark = CHART_THEMES.dark;
    const doughnut = toChartConfig({ ...base, type: 'doughnut', labels: ['A', 'B'], datasets: [{ label: 'S', data: [1, 2] }], valueFormat: 'count' }, 'dark');
    expect(doughnut.data.datasets[0]).toMatchObject({ backgroundColor: [dark.series[0], dark.series[1]], borderColor: dark.surface });
    expect(doughnut.options.color).toBe(dark.text);
    const bar = toChartConfig({ ...base, type: 'bar', labels: ['Q1'], datasets: [{ label: 'R', data: [1] }], valueFormat: 'count', yLabel: 'Deals' }, 'dark');
    const options = bar.options as any;
    expect(bar.data.datasets[0]).toMatchObject({ backgroundColor: dark.series[0] });
    for (const axis of ['x', 'y']) {
      expect(options.scales[axis].ticks.color).toBe(dark.text);
      expect(options.scales[axis].grid.color).toBe(dark.grid);
      expect(options.scales[axis].title.color).toBe(dark.text);
    }
    const polar = toChartConfig({ ...base, type: 'polarArea', labels: ['A'], datasets: [{ label: 'S', data: [1] }], valueFormat: 'count' }, 'dark')
      .options as any;
    expect(polar.scales.r).toMatchObject({ grid: { color: dark.grid }, angleLines: { color: dark.grid }, pointLabels: { color: dark.text } });
    expect(polar.scales.r.ticks).toMatchObject({ color: dark.text, backdropColor: withAlpha(dark.surface, 0.85) });
  });
});

describe('withAlpha', () => {
  it('turns a hex colour into rgba', () => {
    expect(withAlpha('#19625b', 0.15)).toBe('rgba(25, 98, 91, 0.15)');
  });
});

import type { ChartOptions, ChartType } from 'chart.js';

/**
 * Options every dashboard chart starts from (spec §9 "Chart defaults"). A chart's own options
 * are merged over these with `mergeChartOptions`.
 */
export const CHART_DEFAULT_OPTIONS = {
  responsive: true,
  // The card sets the height; the chart fills it instead of keeping Chart.js's 2:1 ratio.
  maintainAspectRatio: false,
  plugins: {
    legend: {
      position: 'top',
      labels: { usePointStyle: true, padding: 20 },
    },
    tooltip: {
      backgroundColor: 'rgba(0, 0, 0, 0.8)',
      padding: 10,
      cornerRadius: 4,
      boxPadding: 4,
    },
  },
} as const satisfies ChartOptions;

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep-merges `overrides` over `base` without mutating either: nested plain objects merge key
 * by key, anything else (arrays, functions, numbers) replaces. `undefined` in overrides is
 * ignored so an optional option left unset keeps the default.
 */
export function deepMerge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) {
    return (overrides === undefined ? base : overrides) as T;
  }
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    result[key] = isPlainObject(value) && isPlainObject(result[key]) ? deepMerge(result[key], value) : value;
  }
  return result as T;
}

/** A chart's options merged over the dashboard defaults. */
export function mergeChartOptions<TType extends ChartType>(options?: ChartOptions<TType>): ChartOptions<TType> {
  return deepMerge(CHART_DEFAULT_OPTIONS as unknown as ChartOptions<TType>, options);
}

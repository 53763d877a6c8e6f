import { describe, expect, it } from 'vitest';
import { CHART_DEFAULT_OPTIONS, deepMerge, mergeChartOptions } from './chart-defaults.ts';

describe('CHART_DEFAULT_OPTIONS', () => {
  it('carries the spec §9 chart defaults', () => {
    expect(CHART_DEFAULT_OPTIONS).toEqual({
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'top', labels: { usePointStyle: true, padding: 20 } },
        tooltip: { backgroundColor: 'rgba(0, 0, 0, 0.8)', padding: 10, cornerRadius: 4, boxPadding: 4 },
      },
    });
  });
});

describe('mergeChartOptions', () => {
  it('returns the defaults when no options are given', () => {
    expect(mergeChartOptions()).toEqual(CHART_DEFAULT_OPTIONS);
  });

  it('merges nested options key by key and keeps untouched defaults', () => {
    const merged = mergeChartOptions<'bar'>({
      plugins: { legend: { position: 'bottom' }, tooltip: { padding: 16 } },
      indexAxis: 'y',
    });
    expect(merged.indexAxis).toBe('y');
    expect(merged.plugins?.legend?.position).toBe('bottom');
    expect(merged.plugins?.legend?.labels).toEqual({ usePointStyle: true, padding: 20 });
    expect(merged.plugins?.tooltip?.padding).toBe(16);
    expect(merged.plugins?.tooltip?.cornerRadius).toBe(4);
    expect(merged.maintainAspectRatio).toBe(false);
  });

  it('does not mutate the defaults', () => {
    mergeChartOptions<'line'>({ plugins: { legend: { display: false } } });
    expect(CHART_DEFAULT_OPTIONS.plugins.legend).toEqual({
      position: 'top',
      labels: { usePointStyle: true, padding: 20 },
    });
  });
});

describe('deepMerge', () => {
  it('replaces arrays and functions instead of merging them', () => {
    const callback = () => 'x';
    expect(deepMerge({ a: [1, 2, 3], f: null }, { a: [9], f: callback })).toEqual({ a: [9], f: callback });
  });

  it('ignores undefined overrides', () => {
    expect(deepMerge({ a: 1, b: { c: 2 } }, { a: undefined, b: { c: undefined } })).toEqual({ a: 1, b: { c: 2 } });
  });
});

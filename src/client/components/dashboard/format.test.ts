import { describe, expect, it } from 'vitest';
import { formatDate, formatPercent, formatUsd, formatUsdCompact, formatValue } from './format.ts';

describe('dashboard formatters', () => {
  it('writes dollars with a dollar sign and grouping', () => {
    expect(formatUsd(12_500)).toBe('$12,500');
    expect(formatUsd(1_234_567.5)).toBe('$1,234,567.5');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(-300)).toBe('-$300');
  });

  it('writes large sums the way the spec does', () => {
    expect(formatUsdCompact(8_500_000)).toBe('$8.5M');
    expect(formatUsdCompact(10_000_000)).toBe('$10M');
    expect(formatUsdCompact(720_000)).toBe('$720K');
  });

  it('formats percentages and picks the formatter by name', () => {
    expect(formatPercent(14.5)).toBe('14.5%');
    expect(formatValue(45, 'percent')).toBe('45%');
    expect(formatValue(245, 'count')).toBe('245');
    expect(formatValue(84_300, 'usd')).toBe('$84,300');
  });

  it('formats ISO days without shifting them, and leaves other text alone', () => {
    expect(formatDate('2025-11-21')).toBe('Nov 21, 2025');
    expect(formatDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatDate('yesterday')).toBe('yesterday');
  });
});

import type { ValueFormat } from '../../../shared/contracts/dashboard.ts';

/*
 * Dashboard figures are dollars (spec §2, decisions.md #12). Formatters are created once:
 * Intl.NumberFormat construction is comparatively slow and tables format many cells.
 */

const usdNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Currency style would otherwise force cents-like decimals: "$10.0M" instead of "$10M".
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `12500` → `$12,500` (the spec's "dollar sign and locale-formatted number"). */
export function formatUsd(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${usdNumber.format(Math.abs(amount))}`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** An amount in whole units of its currency: dollars as `formatUsd`, rupees with Indian grouping (`₹1,25,000`). */
export function formatMoney(amount: number, currency: 'USD' | 'INR' = 'USD'): string {
  return currency === 'INR' ? rupees.format(amount) : formatUsd(amount);
}

/** `8500000` → `$8.5M`, `10000000` → `$10M`, as the spec writes large sums. */
export function formatUsdCompact(amount: number): string {
  return usdCompact.format(amount);
}

/** `14.5` → `14.5%`. */
export function formatPercent(value: number): string {
  return `${plainNumber.format(value)}%`;
}

export function formatCount(value: number): string {
  return plainNumber.format(value);
}

export function formatValue(value: number, format: ValueFormat): string {
  switch (format) {
    case 'usd':
      return formatUsd(value);
    case 'usd-compact':
      return formatUsdCompact(value);
    case 'percent':
      return formatPercent(value);
    case 'count':
      return formatCount(value);
  }
}

/**
 * `2025-06-12` → `Jun 12, 2025`. Read as UTC so the day never shifts with the viewer's time
 * zone; text that is not an ISO day is shown unchanged rather than as "Invalid Date".
 */
export function formatDate(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : shortDate.format(date);
}

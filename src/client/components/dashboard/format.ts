import type { ValueFormat } from '../../../shared/contracts/dashboard.ts';
import { currentLanguage, currentLocale, t } from '../../lib/i18n.ts';

/*
 * Dashboard figures are dollars (spec §2, decisions.md #12), written in the interface's language.
 * Formatters are created once per locale: Intl.NumberFormat construction is comparatively slow and
 * tables format many cells.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(name: string, locale: string, make: (locale: string) => Formatter): Formatter {
  const key = `${name} ${locale}`;
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

const usdNumber = () => cached('usd-number', currentLocale(), (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const usdCurrency = () =>
  cached(
    'usd',
    currentLocale('USD'),
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  );
const usdCompact = () =>
  cached(
    'usd-compact',
    currentLocale('USD'),
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        // Currency style would otherwise force cents-like decimals: "$10.0M" instead of "$10M".
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  );
const plainNumber = () => cached('plain', currentLocale(), (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const rupees = () =>
  cached(
    'inr',
    currentLocale('INR'),
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      }),
  );
const shortDate = () =>
  cached('short-date', currentLocale(), (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));
const shortMonth = () => cached('short-month', currentLocale(), (locale) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }));

/** `12500` → `$12,500` (the spec's "dollar sign and locale-formatted number"); `12 500 $US` in French. */
export function formatUsd(amount: number): string {
  if (currentLanguage() !== 'en' && currentLanguage() !== 'en-XA') return usdCurrency().format(amount);
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${usdNumber().format(Math.abs(amount))}`;
}

/** An amount in whole units of its currency: dollars as `formatUsd`, rupees with Indian grouping (`₹1,25,000`). */
export function formatMoney(amount: number, currency: 'USD' | 'INR' = 'USD'): string {
  return currency === 'INR' ? rupees().format(amount) : formatUsd(amount);
}

/** `8500000` → `$8.5M`, `10000000` → `$10M`, as the spec writes large sums. */
export function formatUsdCompact(amount: number): string {
  return usdCompact().format(amount);
}

/** `14.5` → `14.5%` (`14,5 %` in French). */
export function formatPercent(value: number): string {
  return t('{value}%', { value: plainNumber().format(value) });
}

export function formatCount(value: number): string {
  return plainNumber().format(value);
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
  return Number.isNaN(date.getTime()) ? isoDay : shortDate().format(date);
}

/** `2025-06` (or a day in it) → `Jun`, the month's short name in the interface's language; other text unchanged. */
export function formatMonth(isoMonth: string): string {
  const month = /^(\d{4})-(\d{2})/.exec(isoMonth);
  if (!month) return isoMonth;
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return Number.isNaN(date.getTime()) ? isoMonth : shortMonth().format(date);
}

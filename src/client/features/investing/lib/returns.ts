import { formatNumber, t } from '../../../lib/i18n.ts';

/** `value` rounded to a whole number, halves away from zero, never -0 (which would print as "-0.0"). */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** An equity multiple from basis points (10000 = 1.0x): 11300 → "1.13x", 9950 → "1.00x" ("1,13x" in French). */
export function formatMultiple(bps: number): string {
  const hundredths = roundHalfAway(bps / 100);
  return t('{multiple}x', { multiple: formatNumber(hundredths / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
}

/** A yearly rate (an XIRR) from basis points, to one decimal: 1234 → "12.3%", 1200 → "12.0%", -55 → "-0.6%" ("12,3 %" in French). */
export function formatRate(bps: number): string {
  // In tenths of a percent from whole basis points: exact, where bps / 100 would round 12.35 down as a float.
  const tenths = roundHalfAway(bps / 10);
  return t('{value}%', { value: formatNumber(tenths / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}

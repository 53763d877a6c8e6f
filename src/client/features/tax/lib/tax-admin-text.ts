import { formatDay } from '../../../lib/relative-time.ts';
import { decimalMark } from '../../../lib/percent.ts';
import { msg, t } from '../../../lib/i18n.ts';

/*
 * How the admin's tax page and the backer's Form 16A list write what the tax work names: tax
 * quarters with their months, calendar days, and rates typed as percentages.
 */

/** The months of each tax quarter of a financial year (1 = April to June). */
const QUARTER_MONTHS: Record<number, string> = {
  1: msg('April to June'),
  2: msg('July to September'),
  3: msg('October to December'),
  4: msg('January to March'),
};

/** `2026-27`, 3 → "2026-27 Q3 · October to December". */
export function taxQuarterLabel(fy: string, quarter: number): string {
  return t('{fy} Q{quarter} · {months}', { fy, quarter, months: t(QUARTER_MONTHS[quarter] ?? '') });
}

/** A calendar day `2027-01-07` as the interface writes days ("Jan 7, 2027"): the same day in every zone. */
export function calendarDay(date: string): string {
  return formatDay(`${date}T00:00:00Z`, 'UTC');
}

/**
 * A percentage as typed ("10", "7.5", "7,5" in French) → basis points (1000, 750); null for
 * anything else: not a number, more than two decimals, or outside 0 to 100.
 */
export function percentToBps(text: string): number | null {
  const typed = text.trim().replace(/\s*%$/, '').replace(decimalMark(), '.');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

import { formatNumber, msg } from './i18n.ts';
import { decimalMark } from './percent.ts';

/** Price per 100 of face value, with two decimals: 104.5 → "104.50" (from basis points: `formatPrice(bps / 100)`). */
export const formatPrice = (per100: number) => formatNumber(per100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/*
 * The admin types a valuation's price as a percentage of face value ("104.5" for 104.5%); the API
 * takes basis points of face value (10,450). Read exactly, never through a float.
 */

export type PriceRead = { ok: true; bps: number } | { ok: false; error: string };

/** "104.5", "104,50" (the language's decimal mark, or a point), "98" → basis points; at most two decimals. */
export function readPricePercent(text: string): PriceRead {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { ok: false, error: msg('Enter the price as a percentage of face value, such as 104.5.') };
  const normal = decimalMark() === ',' ? trimmed.replace(',', '.') : trimmed;
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(normal);
  if (!match) return { ok: false, error: msg('Enter the price as a percentage of face value with at most two decimals, such as 104.5.') };
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bps === 0) return { ok: false, error: msg('The price must be more than zero.') };
  return { ok: true, bps };
}

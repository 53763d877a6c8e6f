import { currentLocale, formatNumber, t } from './i18n.ts';

/** A deal's projected return from its basis points: 1520 → "15.2%", 1525 → "15.25%", 1500 → "15%" ("15,25 %" in French). */
export function formatRoi(bps: number): string {
  return t('{value}%', { value: formatNumber(bps / 100, { maximumFractionDigits: 2 }) });
}

/** The decimal mark of the interface's language: "." in English, "," in Spanish and French. */
export function decimalMark(): string {
  return new Intl.NumberFormat(currentLocale()).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

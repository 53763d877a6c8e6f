import { formatMoneyWhole, formatNumber, t } from '../../../lib/i18n.ts';

/**
 * Prices arrive in paise (integer minor units). Indian buyers read them in lakh and crore, so the
 * listing shows "4.5 Cr" or "95 L", and the property page adds the full figure, "₹4,50,00,000".
 * Figures follow the interface's language: `4,5 Cr` in French.
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

const figure = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

/** "₹1,50,00,000": Indian digit grouping, whole rupees. */
export function formatRupees(rupees: number): string {
  return formatMoneyWhole(rupees * 100, 'INR');
}

/** Rupees from paise, whole (the listing never shows paise). */
export const paiseToRupees = (paise: number): number => Math.round(paise / 100);

/** "4.5 Cr", "95 L", or "85,000" below a lakh: how the listing writes a price (after a ₹ sign). */
export function formatPriceShort(paise: number): string {
  const rupees = paiseToRupees(paise);
  if (rupees >= CRORE) return t('{amount} Cr', { amount: figure(Math.floor((rupees / CRORE) * 100) / 100) });
  if (rupees >= LAKH) return t('{amount} L', { amount: figure(Math.floor((rupees / LAKH) * 100) / 100) });
  return figure(rupees);
}

/** "4,200 sq ft". */
export function formatArea(squareFeet: number): string {
  return t('{area} sq ft', { area: figure(squareFeet) });
}

/**
 * Prices arrive in paise (integer minor units). Indian buyers read them in lakh and crore, so the
 * listing shows "4.5 Cr" or "95 L", and the property page adds the full figure, "₹4,50,00,000".
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const shortFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹1,50,00,000": Indian digit grouping, whole rupees. */
export function formatRupees(rupees: number): string {
  return rupeeFormatter.format(rupees);
}

/** Rupees from paise, whole (the listing never shows paise). */
export const paiseToRupees = (paise: number): number => Math.round(paise / 100);

/** "4.5 Cr", "95 L", or "85,000" below a lakh: how the listing writes a price (after a ₹ sign). */
export function formatPriceShort(paise: number): string {
  const rupees = paiseToRupees(paise);
  if (rupees >= CRORE) return `${shortFormatter.format(Math.floor((rupees / CRORE) * 100) / 100)} Cr`;
  if (rupees >= LAKH) return `${shortFormatter.format(Math.floor((rupees / LAKH) * 100) / 100)} L`;
  return shortFormatter.format(rupees);
}

/** "4,200 sq ft". */
export function formatArea(squareFeet: number): string {
  return `${shortFormatter.format(squareFeet)} sq ft`;
}

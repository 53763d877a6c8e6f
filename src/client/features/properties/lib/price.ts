/**
 * Prices in the sample data are display text in Indian units ("75 L", "1.5 Cr"). Filters and
 * sorts need rupees, so this reads the text the way an Indian buyer would (decisions.md #1).
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

const UNIT_MULTIPLIERS: Record<string, number> = {
  '': 1,
  k: 1_000,
  l: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  cr: CRORE,
  crore: CRORE,
  crores: CRORE,
};

const PRICE_PATTERN = /^(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([a-z]*)\.?$/;

/**
 * Rupees for a price text: "1.5 Cr" → 15,000,000; "75 L" → 7,500,000; "₹85 Lakh" → 8,500,000;
 * "4,50,00,000" → 45,000,000. Commas and spaces are ignored, units are case-insensitive.
 * Returns NaN when the text is not a price, so a bad value never passes a price filter.
 */
export function parsePriceText(text: string): number {
  const normalised = text.trim().toLowerCase();
  const match = PRICE_PATTERN.exec(normalised);
  if (!match) return Number.NaN;
  const [, digits = '', unit = ''] = match;
  const multiplier = UNIT_MULTIPLIERS[unit];
  if (multiplier === undefined) return Number.NaN;
  const amount = Number(digits.replaceAll(',', ''));
  if (!Number.isFinite(amount)) return Number.NaN;
  // Rounding removes float noise such as 1.15 * 1e7 = 11499999.999999998.
  return Math.round(amount * multiplier);
}

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "₹1,50,00,000": Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupeeFormatter.format(amount);
}

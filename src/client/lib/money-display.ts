/*
 * Shorter money for tables and panels: whole rupees or dollars when there are no paise or cents
 * ("₹25,00,000", "$712,500", as the spec's Live Deals write '$raised / $target'), the exact
 * amount otherwise. Never through a float: Intl gets the decimal text. Self-contained (both
 * currencies have two minor digits), so a property page's first load carries only this.
 */


/** `formatMoneyWhole(25_00_000_00, 'INR')` → `₹25,00,000`; `formatMoneyWhole(2_500_050, 'INR')` → `₹25,000.50`. */
export function formatMoneyWhole(minor: number | bigint, currency: string): string {
  const value = BigInt(minor);
  const magnitude = value < 0n ? -value : value;
  const cents = magnitude % 100n;
  const text = `${value < 0n ? '-' : ''}${magnitude / 100n}.${cents.toString().padStart(2, '0')}` as `${number}`;
  const digits = cents === 0n ? 0 : 2;
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(text);
}

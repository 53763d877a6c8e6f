/** exchange_rates.usd_per_unit has ten decimals. */
const RATE_DECIMALS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/**
 * Minor units of a currency in US cents at `usdPerUnit` dollars per unit, rounded half away from
 * zero. Every platform currency (INR, USD) has two minor digits, so paise convert like rupees.
 */
export function toUsdCents(minor: bigint, usdPerUnit: string): bigint {
  const [whole = '0', fraction = ''] = usdPerUnit.split('.');
  const scaled = BigInt(`${whole}${fraction.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS)}`);
  const product = minor * scaled;
  const half = RATE_SCALE / 2n;
  return product >= 0n ? (product + half) / RATE_SCALE : -((-product + half) / RATE_SCALE);
}

/** Minor units of `currency` in US cents at the admin's rates; a currency without a rate counts as nothing (as on the Overview). */
export function usdCentsOf(rates: Map<string, string>, currency: string, minor: bigint): bigint {
  const rate = rates.get(currency);
  return rate === undefined ? 0n : toUsdCents(minor, rate);
}

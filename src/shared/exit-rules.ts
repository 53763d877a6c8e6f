/*
 * The exit windows' price rules (after-funding.md §5), written once for the server, which enforces
 * them, and the order forms, which say them before the round trip. Prices are basis points of face
 * value (10,000 = par). Pure functions: no Node, no DOM.
 */

const PAR_BPS = 10_000n;

/**
 * The lowest and highest limit prices a window takes: within `bandBps` of the reference price
 * (1000 = 10 % of it), both edges inside, in whole basis points.
 */
export function priceBand(referencePriceBps: number, bandBps: number): { low: number; high: number } {
  const reach = Number((BigInt(referencePriceBps) * BigInt(bandBps)) / PAR_BPS);
  return { low: referencePriceBps - reach, high: referencePriceBps + reach };
}

/** What `faceValue` costs at `priceBps`, in whole minor units, half up: a fill's money, and a buy order's hold at its limit. */
export function priceOf(faceValue: bigint, priceBps: number): bigint {
  return (faceValue * BigInt(priceBps) * 2n + PAR_BPS) / (2n * PAR_BPS);
}

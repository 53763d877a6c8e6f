/**
 * Each milestone's exact amount of the escrowed total (after-funding.md §4): floor(share × total)
 * for every milestone but the last, which takes the remainder, so the draws always sum to the
 * total, to the paisa. Shares are basis points summing to 10000 (the deal rules check it).
 */
export function drawAmounts(total: bigint, sharesBps: readonly number[]): bigint[] {
  if (sharesBps.length === 0) throw new RangeError('A draw schedule has at least one milestone.');
  if (total < 0n) throw new RangeError('The escrowed total is never negative.');
  const amounts = sharesBps.slice(0, -1).map((share) => (total * BigInt(share)) / 10_000n);
  const drawn = amounts.reduce((sum, amount) => sum + amount, 0n);
  return [...amounts, total - drawn];
}

/*
 * npm run bench:clearing: the close of an exit window's call auction (clearAuction, a pure
 * function) on --orders=<n> (default 100,000) orders, half buys and half sells, their limits spread
 * across the price band around the valuation (±10%), face values from ₹1,000 to ₹5 lakh, placed over
 * a week; generated from a fixed seed, so every run clears the same book. Times --runs (default 11,
 * after 2 not counted) clearings and reports each, the median and the slowest. Budget (domain.md):
 * under 1 s, the slowest run counted. Prints the figures and writes reports/bench-clearing.json;
 * exits 1 on a miss.
 */
import { performance } from 'node:perf_hooks';
import { clearAuction, type AuctionOrder } from '../../src/server/modules/exits/clearing.ts';
import { machine, writeReport } from '../lib/server.ts';
import { quantile, round } from './measure.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ORDERS = flag('orders', 100_000);
const RUNS = flag('runs', 11);
const BUDGET_MS = 1_000;
const REFERENCE_BPS = 10_450;

/** mulberry32: a small seeded generator, so the book is the same in every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function book(count: number): AuctionOrder[] {
  const next = random(20261128);
  const orders: AuctionOrder[] = [];
  for (let n = 0; n < count; n++) {
    const side = n % 2 === 0 ? 'buy' : 'sell';
    // Buyers bid a little under the valuation on average and sellers ask a little over it, as in a real book.
    const skew = side === 'buy' ? -0.02 : 0.02;
    const limit = Math.round(REFERENCE_BPS * (1 + skew + (next() - 0.5) * 0.16));
    const band = Math.round(REFERENCE_BPS * 0.1);
    orders.push({
      id: `order-${String(n).padStart(6, '0')}`,
      side,
      faceValue: BigInt(1_000_00 + Math.floor(next() * 4_99_000_00)),
      limitPriceBps: Math.min(REFERENCE_BPS + band, Math.max(REFERENCE_BPS - band, limit)),
      placedAt: Math.floor(next() * 7 * 86_400_000),
    });
  }
  return orders;
}

const orders = book(ORDERS);
const times: number[] = [];
let result = clearAuction(orders, REFERENCE_BPS);
for (let run = 0; run < RUNS + 2; run++) {
  const started = performance.now();
  result = clearAuction(orders, REFERENCE_BPS);
  if (run >= 2) times.push(performance.now() - started);
}
const median = quantile(times, 0.5);
const slowest = Math.max(...times);

console.log(`Clearing ${ORDERS.toLocaleString('en')} orders, ${RUNS} runs: median ${round(median)} ms, slowest ${round(slowest)} ms (budget ${BUDGET_MS} ms)`);
console.log(`  clearing price ${result.priceBps} bps, ${result.fills.length.toLocaleString('en')} fills, volume ${result.volume} (minor units of face value)`);
console.log(`  runs: ${times.map((time) => round(time)).join(', ')} ms`);
const file = await writeReport('bench-clearing.json', {
  machine: machine(),
  orders: ORDERS,
  runs: times.map(round),
  medianMs: round(median),
  slowestMs: round(slowest),
  budgetMs: BUDGET_MS,
  priceBps: result.priceBps,
  fills: result.fills.length,
  volume: String(result.volume),
});
console.log(`Written to ${file}`);
if (slowest >= BUDGET_MS) {
  console.error(`Over budget: the slowest clearing took ${round(slowest)} ms.`);
  process.exit(1);
}

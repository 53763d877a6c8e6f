/*
 * A holding's returns (after-funding.md §3, interfaces.md "Returns"): the equity multiple and the
 * XIRR of its cash flows. Pure: amounts stay bigint minor units until the rate itself, which is a
 * floating-point root and cannot be exact.
 *
 * XIRR has Excel's meaning: the annual rate r with Σ amount × (1 + r)^(−days / 365) = 0, the days
 * counted from the earliest flow (to the millisecond: flows carry times, not only dates). It is
 * found by Newton's method from a guess, as Excel does, and where Newton fails (it leaves the
 * domain r > −1, stalls or runs out of steps) by bisection on a sign change of the present value.
 */

/** A cash flow of a holding: negative when the backer pays in, positive when money (or value) comes back. */
export interface CashFlow {
  at: Date;
  amount: bigint;
}

export interface XirrOptions {
  /** Where Newton starts, and which root bisection prefers when flows have several: Excel's default, 10%. */
  guess?: number;
}

/** Under this much time between the first and the last flow a rate says little: "not enough history". */
export const XIRR_MINIMUM_HISTORY_DAYS = 90;

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const DEFAULT_GUESS = 0.1;
const NEWTON_STEPS = 100;
const NEWTON_TOLERANCE = 1e-12;
/*
 * Bisection searches x = ln(1 + r), where every rate above −100% is a real number, on a grid from
 * r = −1 + 2.3e-16 (about the closest to −100% a double holds) to r ≈ 2.4e17 (about 20,000-fold in
 * 90 days, so past any figure worth showing); steps of 0.02 (2% in 1 + r) part any two roots the
 * flows of a holding are likely to have.
 */
const GRID_FROM = -36;
const GRID_TO = 40;
const GRID_STEP = 0.02;

/** A flow as the rate computation sees it: years since the first flow, and the amount scaled to at most 1 in size. */
interface YearFlow {
  years: number;
  amount: number;
}

function magnitude(amount: bigint): bigint {
  return amount < 0n ? -amount : amount;
}

/** The flows netted per instant (in bigint, so the last one's sign is exact), in time order, without zeros. */
function yearFlows(flows: readonly CashFlow[]): YearFlow[] {
  const byInstant = new Map<number, bigint>();
  for (const { at, amount } of flows) {
    const time = at.getTime();
    if (Number.isNaN(time)) throw new RangeError('A cash flow has an Invalid Date.');
    byInstant.set(time, (byInstant.get(time) ?? 0n) + amount);
  }
  const netted = [...byInstant].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => a - b);
  if (netted.length === 0) return [];
  const first = netted[0]![0];
  // Scaling changes no root, and keeps sums of crores of paise near 1 for Newton's tolerance.
  const scale = Number(netted.reduce((max, [, amount]) => (magnitude(amount) > max ? magnitude(amount) : max), 0n));
  return netted.map(([time, amount]) => ({ years: (time - first) / YEAR_MS, amount: Number(amount) / scale }));
}

/** The root by Newton's method from `guess`, or null where it fails. */
function newton(flows: readonly YearFlow[], guess: number): number | null {
  let rate = guess;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    let value = 0;
    let slope = 0;
    for (const { years, amount } of flows) {
      const discounted = amount * (1 + rate) ** -years;
      value += discounted;
      slope -= (years * discounted) / (1 + rate);
    }
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    // Leaving the domain (r ≤ −1, where (1 + r)^−years is no real number) is a failure, not a root.
    if (!(next > -1) || !Number.isFinite(next)) return null;
    if (Math.abs(next - rate) <= NEWTON_TOLERANCE * Math.max(1, Math.abs(next))) return next;
    rate = next;
  }
  return null;
}

/**
 * The sign of the present value at x = ln(1 + r). Each term is multiplied by the same positive
 * factor, (1 + r)^lastYears below r = 0, so that none overflows: the late flows dominate there.
 * At x = −∞ (r = −1) only the last flow remains.
 */
function presentValueSign(flows: readonly YearFlow[], x: number): number {
  const last = flows[flows.length - 1]!;
  if (x === -Infinity) return Math.sign(last.amount);
  let sum = 0;
  for (const { years, amount } of flows) sum += amount * Math.exp(x < 0 ? x * (last.years - years) : -x * years);
  return Math.sign(sum);
}

/**
 * The root by bisection in the sign change of the present value nearest `guess`, or null where
 * the sign never changes. A root closer to −100% than a double can tell from it is −1 itself.
 */
function bisection(flows: readonly YearFlow[], guess: number): number | null {
  if (flows.length === 0) return null;
  const target = Math.log1p(guess);
  const distance = (low: number, high: number) => Math.abs((low + high) / 2 - target);
  let best: [number, number] | null = null;
  let previous = -Infinity;
  let previousSign = presentValueSign(flows, previous);
  for (let step = 0; GRID_FROM + step * GRID_STEP <= GRID_TO; step++) {
    const x = GRID_FROM + step * GRID_STEP;
    const sign = presentValueSign(flows, x);
    if (sign !== previousSign && (!best || distance(previous, x) < distance(...best))) best = [previous, x];
    previous = x;
    previousSign = sign;
  }
  if (!best) return null;
  let [low, high] = best;
  const highSign = presentValueSign(flows, high);
  // Halve until no double lies between the ends (at once when low is −∞).
  for (;;) {
    const middle = (low + high) / 2;
    if (!(middle > low && middle < high)) break;
    const sign = presentValueSign(flows, middle);
    if (sign === 0) return Math.expm1(middle);
    if (sign === highSign) high = middle;
    else low = middle;
  }
  // (−∞ + high) / 2 is −∞: a rate of −1.
  return Math.expm1((low + high) / 2);
}

/** Why XIRR gives no figure before any solving: no money both ways, or too short a history. */
function lacksHistory(flows: readonly CashFlow[]): boolean {
  if (!flows.some((flow) => flow.amount > 0n) || !flows.some((flow) => flow.amount < 0n)) return true;
  const times = flows.map((flow) => flow.at.getTime());
  return Math.max(...times) - Math.min(...times) < XIRR_MINIMUM_HISTORY_DAYS * DAY_MS;
}

function checkedGuess(guess: number): number {
  if (!(guess > -1) || !Number.isFinite(guess)) throw new RangeError(`A guess of ${guess} is no rate above -100%.`);
  return guess;
}

/** XIRR by Newton's method alone (no history rule): the rate, or null where Newton fails. */
export function xirrByNewton(flows: readonly CashFlow[], guess = DEFAULT_GUESS): number | null {
  return newton(yearFlows(flows), checkedGuess(guess));
}

/** XIRR by bisection alone (no history rule): the root nearest `guess`, or null where the present value never changes sign. */
export function xirrByBisection(flows: readonly CashFlow[], guess = DEFAULT_GUESS): number | null {
  return bisection(yearFlows(flows), checkedGuess(guess));
}

/**
 * The annual rate of return of the flows as a fraction (0.3734 = 37.34%), Excel's XIRR; null
 * without both a positive and a negative flow, with less than 90 days between the first and the
 * last flow, or where no rate solves them; −1 for a root nearer −100% than a double can tell apart.
 */
export function xirr(flows: readonly CashFlow[], options: XirrOptions = {}): number | null {
  const guess = checkedGuess(options.guess ?? DEFAULT_GUESS);
  const counted = yearFlows(flows);
  if (lacksHistory(flows)) return null;
  return newton(counted, guess) ?? bisection(counted, guess);
}

/** A rate in basis points (0.3734 → 3734), rounded half away from zero (Math.round alone rounds −0.5 up to 0). */
export function rateToBps(rate: number): number {
  return Math.sign(rate) * Math.round(Math.abs(rate) * 10_000) || 0;
}

/** XIRR in basis points (3734 = 37.34%), rounded half away from zero; null as xirr is. */
export function xirrBps(flows: readonly CashFlow[], options: XirrOptions = {}): number | null {
  const rate = xirr(flows, options);
  return rate === null ? null : rateToBps(rate);
}

/**
 * (received net + value) / invested in basis points (10,000 = 1.0x), rounded half up; null when
 * nothing was invested. Throws a RangeError on a negative investment, which no holding has.
 */
export function equityMultipleBps(invested: bigint, receivedNet: bigint, value: bigint): number | null {
  if (invested < 0n) throw new RangeError(`An investment of ${invested} cannot be negative.`);
  if (invested === 0n) return null;
  const numerator = 2n * (receivedNet + value) * 10_000n + invested;
  const denominator = 2n * invested;
  // BigInt division truncates toward zero; half up needs the floor, which differs below zero.
  const quotient = numerator / denominator;
  return Number(numerator % denominator < 0n ? quotient - 1n : quotient);
}

import { INCOME_TYPES, type IncomeType } from '../../../shared/contracts/income.ts';

/*
 * Who gets what of one distribution, and the tax withheld (after-funding.md §2, ADR 011). A pure
 * function of its input, in bigint minor units throughout: the run computes the payouts with it,
 * and the Rupee Trail's Recompute calls it again with the same inputs read back from the ledgers,
 * so it reads no clock, draws no random number, and orders everything it returns.
 */

/** One holder's weight in the period. */
export interface HolderTime {
  userId: string;
  /** Face value × seconds held within the period. */
  unitSeconds: bigint;
  /** When the holding began: of two equal remainders, the one held longer gets the extra minor unit. */
  heldSince: Date;
  hasPan: boolean;
}

/** The TDS rule in force on the payment date for the deal's structure and one income type. */
export interface TdsRule {
  /** The 1961 Act's section (`194A`), or null where nothing is withheld. Thresholds count gross per this label. */
  section: string | null;
  /** The 2025 Act's label (from 2026-04-01), shown beside the section. */
  section2025: string | null;
  /** 1000 = 10%. */
  rateBps: number;
  /** The gross a financial year may pay under the section, per deal and backer, before tax is withheld; null: none. */
  threshold: bigint | null;
  /** The rate for a backer without a PAN (206AA: 2000), applied where it is higher than `rateBps`. */
  noPanRateBps: number;
}

export interface AllocationInput {
  /** The distributable amount by income type, each ≥ 0; the types left out pay nothing. */
  split: Partial<Record<IncomeType, bigint>>;
  holders: HolderTime[];
  /** The rule per income type; a type with a non-zero amount and no rule is an error. */
  rules: Partial<Record<IncomeType, TdsRule>>;
  /** Gross paid to the holder earlier this financial year under the section by this deal (not this distribution). */
  fyGrossBefore: (userId: string, section: string) => bigint;
}

/** One holder's payment of one income type. */
export interface Payout {
  userId: string;
  incomeType: IncomeType;
  unitSeconds: bigint;
  gross: bigint;
  tds: bigint;
  net: bigint;
  rule: TdsRule;
  /** Whether the holder had a PAN on file: the rate depends on it. */
  hasPan: boolean;
  /** The rate applied: the rule's, or without a PAN the no-PAN rate where that is higher. */
  rateBps: number;
  /**
   * Gross paid under the rule's section this financial year before this payout: `fyGrossBefore`
   * plus this allocation's earlier payouts to the holder under the same section. 0 with no section.
   */
  fyTotalBefore: bigint;
  /** What the rate was applied to: 0 within the threshold, the year's total on the payment that crosses it, otherwise the gross. */
  taxBase: bigint;
}

export interface Allocation {
  totalUnitSeconds: bigint;
  /** Ordered by income type (as INCOME_TYPES), then user id; no payout of 0 gross. */
  payouts: Payout[];
}

const MAX_RATE_BPS = 10_000;

/** Every payout of one distribution: each income type shared by unit-seconds, then taxed. */
export function allocate(input: AllocationInput): Allocation {
  checkSplit(input.split);
  const holders = checkedHolders(input.holders);
  const totalUnitSeconds = holders.reduce((sum, holder) => sum + holder.unitSeconds, 0n);
  // Gross already given in this allocation per section and holder: two income types under one
  // section meet its threshold together, in INCOME_TYPES order.
  const paidHere = new Map<string, Map<string, bigint>>();
  const payouts: Payout[] = [];

  for (const incomeType of INCOME_TYPES) {
    const amount = input.split[incomeType] ?? 0n;
    if (amount === 0n) continue;
    const rule = input.rules[incomeType];
    if (rule === undefined) throw new RangeError(`No TDS rule for ${incomeType}, which has ${amount} minor units to pay.`);
    checkRule(incomeType, rule);
    if (totalUnitSeconds === 0n)
      throw new RangeError(`No holder held any units in the period, so ${amount} minor units of ${incomeType} have no one to go to.`);

    const shares = largestRemainder(amount, holders, totalUnitSeconds);
    holders.forEach((holder, index) => {
      const gross = shares[index]!;
      if (gross === 0n) return;
      let fyTotalBefore = 0n;
      if (rule.section !== null) {
        const bySection = paidHere.get(rule.section) ?? new Map<string, bigint>();
        paidHere.set(rule.section, bySection);
        const before = input.fyGrossBefore(holder.userId, rule.section);
        if (before < 0n) throw new RangeError(`The financial year's gross before for ${holder.userId} under ${rule.section} is negative (${before}).`);
        const here = bySection.get(holder.userId) ?? 0n;
        fyTotalBefore = before + here;
        bySection.set(holder.userId, here + gross);
      }
      const rateBps = holder.hasPan ? rule.rateBps : Math.max(rule.rateBps, rule.noPanRateBps);
      const { taxBase, tds } = withheld(gross, rule, rateBps, fyTotalBefore);
      payouts.push({
        userId: holder.userId,
        incomeType,
        unitSeconds: holder.unitSeconds,
        gross,
        tds,
        net: gross - tds,
        rule,
        hasPan: holder.hasPan,
        rateBps,
        fyTotalBefore,
        taxBase,
      });
    });
  }
  return { totalUnitSeconds, payouts };
}

/**
 * Whole minor units in proportion to unit-seconds, summing exactly to `amount`: each holder's
 * floor, then the minor units left one each to the largest remainders (amount × unitSeconds mod
 * total); equal remainders to the holding held longest, then the lower user id (the holders come
 * in user id order). Fewer units are left than there are non-zero remainders (their sum is
 * `left` × total, each below total), so a holder with no unit-seconds never gets one.
 */
function largestRemainder(amount: bigint, holders: readonly HolderTime[], total: bigint): bigint[] {
  const count = holders.length;
  const shares = new Array<bigint>(count);
  const remainders = new Array<bigint>(count);
  let given = 0n;
  for (let index = 0; index < count; index++) {
    const product = amount * holders[index]!.unitSeconds;
    shares[index] = product / total;
    remainders[index] = product % total;
    given += shares[index]!;
  }
  const left = amount - given;
  if (left === 0n) return shares;
  // Ranked on doubles first (a hundred thousand holders sort several times faster): Number() never
  // reverses the order of two bigints, so only remainders equal as doubles are compared exactly.
  const rough = Float64Array.from(remainders, Number);
  const since = Float64Array.from(holders, (holder) => holder.heldSince.getTime());
  const ranked = Array.from({ length: count }, (_, index) => index).sort(
    (a, b) => rough[b]! - rough[a]! || compareBigints(remainders[b]!, remainders[a]!) || since[a]! - since[b]! || a - b,
  );
  for (const index of ranked.slice(0, Number(left))) shares[index]! += 1n;
  return shares;
}

/**
 * The tax on one payout. With a threshold T and the year's gross before it B: nothing while
 * B + gross ≤ T; on the payment that takes the year over T, the rate on the whole year's total
 * B + gross (the Act's catch-up for the payments made tax-free); after it, the rate on the gross.
 */
function withheld(gross: bigint, rule: TdsRule, rateBps: number, fyTotalBefore: bigint): { taxBase: bigint; tds: bigint } {
  // No section, or a rule of 0% (an exempt dividend): nothing is deductible, so 206AA has nothing to raise.
  if (rule.section === null || rule.rateBps === 0) return { taxBase: 0n, tds: 0n };
  let taxBase = gross;
  if (rule.threshold !== null) {
    if (fyTotalBefore + gross <= rule.threshold) taxBase = 0n;
    else if (fyTotalBefore <= rule.threshold) taxBase = fyTotalBefore + gross;
  }
  const tax = roundHalfUp(taxBase * BigInt(rateBps), BigInt(MAX_RATE_BPS));
  // The catch-up on a small crossing payment can exceed it: the Act's aggregate is more than can
  // be withheld here, but the wallet never receives a negative net, and the shortfall is not
  // carried to later payouts.
  return { taxBase, tds: tax < gross ? tax : gross };
}

/** numerator / denominator rounded half up, for numerator ≥ 0 and denominator > 0. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function checkSplit(split: AllocationInput['split']): void {
  for (const [type, amount] of Object.entries(split)) {
    // A type this function would not read would leave its money unpaid.
    if (!(INCOME_TYPES as readonly string[]).includes(type)) throw new RangeError(`${type} is not an income type.`);
    if (amount !== undefined && amount < 0n) throw new RangeError(`The ${type} amount is negative (${amount}).`);
  }
}

/** The holders ordered by user id (the payouts' order), each checked. */
function checkedHolders(holders: readonly HolderTime[]): HolderTime[] {
  const sorted = [...holders].sort((a, b) => compareIds(a.userId, b.userId));
  sorted.forEach((holder, index) => {
    if (holder.unitSeconds < 0n) throw new RangeError(`${holder.userId} has negative unit-seconds (${holder.unitSeconds}).`);
    if (Number.isNaN(holder.heldSince.getTime())) throw new RangeError(`${holder.userId} has no valid heldSince.`);
    // One holding per holder: two would share one payout key and make the order depend on the input's.
    if (index > 0 && sorted[index - 1]!.userId === holder.userId) throw new RangeError(`${holder.userId} is listed twice.`);
  });
  return sorted;
}

function checkRule(incomeType: IncomeType, rule: TdsRule): void {
  for (const rate of [rule.rateBps, rule.noPanRateBps]) {
    if (!Number.isInteger(rate) || rate < 0 || rate > MAX_RATE_BPS)
      throw new RangeError(`The ${incomeType} rule's rate ${rate} is not 0 to ${MAX_RATE_BPS} basis points.`);
  }
  if (rule.threshold !== null && rule.threshold < 0n) throw new RangeError(`The ${incomeType} rule's threshold is negative (${rule.threshold}).`);
}

function compareBigints(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Code-unit order: the same in every locale, unlike localeCompare. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

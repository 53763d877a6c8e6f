import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DealRow, distributions, type DistributionRow, reports } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { withFreeReference } from '../../lib/references.ts';
import type { Step } from '../../steps/run-step.ts';
import { accountKeys, transfer } from '../ledger/index.ts';
import { distributionAccount, feeHoldAccount, PAY_JOB } from './accounts.ts';
import { distributionsRepository } from './distributions.repository.ts';

/*
 * Fees held for reporting (after-funding.md §4; ADR 011): a paid distribution's management fee
 * waits in the deal's fee hold, one transfer per distribution referring to it, until the report of
 * its period is accepted (then it goes to the proposer) or the deal turns non-reporting (then it
 * is paid to the period's holders as `compensation`, by a distribution the platform makes). Where
 * it went is written on the distribution by a conditional update, so either happens once.
 */

type DealKey = Pick<DealRow, 'id' | 'currency' | 'proposerId'>;

/** A paid distribution's fee still held: neither released nor paid to the holders. */
const stillHeld = (dealId: string) =>
  and(
    eq(distributions.dealId, dealId),
    eq(distributions.status, 'paid'),
    gt(distributions.managementFee, 0n),
    isNull(distributions.feeReleasedAt),
    isNull(distributions.feeCompensatedBy),
  );

/**
 * In the step that marks a distribution paid: its fee into the hold; released at once when the
 * period's report was accepted before the distribution was paid.
 */
export async function holdFee(step: Step, deal: DealKey, row: DistributionRow): Promise<void> {
  await transfer(step.tx, {
    debit: distributionAccount(deal),
    credit: feeHoldAccount(deal),
    amount: row.managementFee,
    kind: 'management_fee',
    reference: row.id,
    pending: false,
    at: step.now,
  });
  // Read here rather than asked of the reports module, which itself builds on this one.
  const [accepted] = await step.tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.dealId, deal.id), eq(reports.quarter, row.period), eq(reports.status, 'accepted')));
  if (accepted) await releaseHeldFees(step, deal, row.period);
}

/** The period's held fees to the proposer, each distribution's once; answers the amount released. */
export async function releaseHeldFees(step: Step, deal: DealKey, period: string): Promise<bigint> {
  const released = await step.tx
    .update(distributions)
    .set({ feeReleasedAt: step.now })
    .where(and(stillHeld(deal.id), eq(distributions.period, period)))
    .returning({ id: distributions.id, fee: distributions.managementFee });
  let total = 0n;
  for (const row of released) {
    await transfer(step.tx, {
      debit: feeHoldAccount(deal),
      credit: accountKeys.proposerPayable(deal),
      amount: row.fee,
      kind: 'fee_release',
      reference: row.id,
      pending: false,
      at: step.now,
    });
    total += row.fee;
  }
  return total;
}

/**
 * A non-reporting deal's held fees to its holders: per period, one approved distribution of
 * `compensation` funded from the fee hold, which the payment job pays in that period's holders'
 * proportions (its span is the period's). The held distributions are locked first, so of two
 * runs at once the second finds nothing left. Answers the distributions made.
 */
export async function payHeldFeesToHolders(step: Step, deal: DealKey, jobs: JobQueue): Promise<DistributionRow[]> {
  const held = await step.tx.select().from(distributions).where(stillHeld(deal.id)).orderBy(asc(distributions.period), asc(distributions.id)).for('update');
  const byPeriod = new Map<string, DistributionRow[]>();
  for (const row of held) byPeriod.set(row.period, [...(byPeriod.get(row.period) ?? []), row]);
  const made: DistributionRow[] = [];
  for (const [period, rows] of byPeriod) {
    const amount = rows.reduce((sum, row) => sum + row.managementFee, 0n);
    const created = await withFreeReference('DST', (reference) =>
      distributionsRepository.insert(step.tx, {
        dealId: deal.id,
        period,
        status: 'approved',
        currency: deal.currency,
        lines: [{ kind: 'other_income', label: `Management fees held for the ${period} report`, amount: String(amount), evidenceUrl: null }],
        distributable: amount,
        managementFee: 0n,
        splitInterest: 0n,
        splitDividend: 0n,
        splitRent: 0n,
        splitReturnOfCapital: 0n,
        splitCapitalGain: 0n,
        splitCompensation: amount,
        reference,
        // The fee was the proposer's: its distribution stands in its name, as the one it forfeited did.
        authorId: deal.proposerId,
        submittedAt: step.now,
        fundedAt: step.now,
        approvedAt: step.now,
        createdAt: step.now,
        updatedAt: step.now,
      }),
    );
    const marked = await step.tx
      .update(distributions)
      .set({ feeCompensatedBy: created.id })
      .where(
        and(
          stillHeld(deal.id),
          inArray(
            distributions.id,
            rows.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: distributions.id });
    if (marked.length !== rows.length) throw new Error(`The held fees of ${deal.id} for ${period} changed under their lock.`);
    await transfer(step.tx, {
      debit: feeHoldAccount(deal),
      credit: distributionAccount(deal),
      amount,
      kind: 'fee_compensation',
      reference: created.id,
      pending: false,
      at: step.now,
    });
    await jobs.schedule(PAY_JOB, created.id, new Date(0), undefined, { db: step.tx });
    await step.emit({
      type: 'action.taken',
      actorId: null,
      action: 'distribution.fees_compensated',
      subjectType: 'distribution',
      subjectId: created.id,
      after: { period, amount, distributions: rows.map((row) => row.id) },
    });
    made.push(created);
  }
  return made;
}

/** What the deal's fee hold holds now, per the distributions whose fee is still held (the `fees_held` of the performance page). */
export async function heldFees(db: Db, dealId: string): Promise<{ period: string; amount: bigint }[]> {
  const rows = await db
    .select({ period: distributions.period, amount: sql<string>`sum(${distributions.managementFee})::text` })
    .from(distributions)
    .where(stillHeld(dealId))
    .groupBy(distributions.period)
    .orderBy(asc(distributions.period));
  return rows.map((row) => ({ period: row.period, amount: BigInt(row.amount) }));
}

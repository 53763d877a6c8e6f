import { randomUUID } from 'node:crypto';
import { type IncomeType, TAXED_INCOME_TYPES } from '../../../shared/contracts/income.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { financialYearOf, indianDate, quarterRange } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow, DistributionRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { money } from '../../lib/localized.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { unitSecondsIn } from '../holdings/index.ts';
import { verifiedAmong } from '../kyc/index.ts';
import { accountKeys, type OutgoingTransfer, transferManyFrom } from '../ledger/index.ts';
import { ruleInForce } from '../tax/index.ts';
import { allocate, type Allocation, type AllocationInput, type Payout, type TdsRule } from './allocate.ts';
import { distributionsRepository } from './distributions.repository.ts';
import { distributionAccount, tdsAccount } from './accounts.ts';
import { holdFee } from './fee-hold.ts';

/*
 * Paying an approved distribution (ADR 011): every payout is computed in memory by `allocate`
 * from inputs read back from the units ledger, the TDS rules and the year's earlier payouts, then
 * written in batches of holders, each one step that locks the distribution's row, leaves out the
 * payouts already written, and for the others moves the money, writes the payouts (keyed
 * distribution, holder, income type) and the notices, each in one set-based statement. A crash
 * resumes where it stopped; a second instance, or the job delivered twice, writes nothing.
 */

/** Holders per batch by default (PAYOUT_BATCH_HOLDERS): a batch's locks are held for one transaction of about this many payouts' writes. */
export const PAYOUT_BATCH_HOLDERS = 1000;

export function splitOf(row: DistributionRow): Record<IncomeType, bigint> {
  return {
    interest: row.splitInterest,
    dividend: row.splitDividend,
    rent: row.splitRent,
    return_of_capital: row.splitReturnOfCapital,
    capital_gain: row.splitCapitalGain,
    compensation: row.splitCompensation,
  };
}

/** Time held counts in whole seconds; a span shorter than one from its first holding would share nothing. */
const SHORTEST_SPAN_MS = 1000;

/**
 * The span whose face value × time held shares the distribution: its quarter, ending at the
 * approval if that came first, and lasting at least one second from when holding could begin in
 * it (the funding, or the quarter's start): a distribution approved in the funding's own second
 * shares by face value, as a quarter with no trade does, where it would share zero unit-seconds.
 * Units count as held at the approval (`heldAt`): none moved after it is counted in that second.
 * A distribution with `sharesAt` (a sale's final one) shares by the face value held at that instant:
 * one second from it, counting the units moved by then (those moved in that very instant included,
 * as the vote's weights do), so no later move, such as the sale's redemption, counts.
 */
export function sharedSpan(row: DistributionRow, deal: Pick<DealRow, 'closedAt'>): { start: Date; end: Date; heldAt: Date } {
  if (row.sharesAt) return { start: row.sharesAt, end: new Date(row.sharesAt.getTime() + SHORTEST_SPAN_MS), heldAt: row.sharesAt };
  const quarter = quarterRange(row.period);
  const paidAt = row.approvedAt!;
  const end = paidAt < quarter.end ? paidAt : quarter.end;
  const from = Math.max(quarter.start.getTime(), deal.closedAt!.getTime());
  return { start: quarter.start, end: new Date(Math.max(end.getTime(), from + SHORTEST_SPAN_MS)), heldAt: paidAt };
}

/** What a payout was computed from, and the computation (the run writes it; the Rupee Trail recomputes it). */
export interface ComputedDistribution {
  allocation: Allocation;
  span: { start: Date; end: Date };
  fy: string;
}

/** A holder whose payouts are recomputed, with the PAN status they were computed with. */
interface Recomputed {
  userId: string;
  panOnFile: boolean;
}

/**
 * Every payout of an approved distribution, from the ledgers and the rules as they stand: the
 * units ledger's transfers up to the span's end never change, nor do the rules in force on the
 * approval's date or the payouts of distributions approved before it, so the same call later
 * answers the same paise. Whether a holder has a PAN is read from the KYC records at payment
 * and stored on the payout; Recompute (`only`) takes it from there, and reads the year's earlier
 * payouts of that holder alone: one holder's payouts depend on every holder's face value × time
 * but on no other holder's tax.
 */
export async function computeDistribution(db: Db, row: DistributionRow, deal: DealRow, only?: Recomputed): Promise<ComputedDistribution> {
  const span = sharedSpan(row, deal);
  const approvedAt = row.approvedAt!;
  const fy = financialYearOf(approvedAt);
  const held = await unitSecondsIn(db, deal.id, span);
  const userIds = only ? [only.userId] : held.map((holder) => holder.holderId);
  // A verified KYC record holds the backer's PAN: without one, tax would be withheld at the no-PAN rate.
  const withPan = only ? new Set(only.panOnFile ? [only.userId] : []) : await verifiedAmong(db, userIds);
  const split = splitOf(row);
  const rules: AllocationInput['rules'] = {};
  for (const incomeType of TAXED_INCOME_TYPES) {
    if (split[incomeType] === 0n) continue;
    const rule = await ruleInForce(db, deal.structure, incomeType, indianDate(approvedAt));
    if (rule) rules[incomeType] = toRule(rule);
  }
  if (split.compensation > 0n) rules.compensation = UNTAXED;
  const before = await distributionsRepository.fyGrossBefore(db, { dealId: deal.id, fy, userIds, approvedBefore: approvedAt });
  const allocation = allocate({
    split,
    holders: held.map((holder) => ({
      userId: holder.holderId,
      unitSeconds: holder.unitSeconds,
      heldSince: holder.heldSince,
      // Another holder's PAN changes only that holder's tax, never this one's share.
      hasPan: only && holder.holderId !== only.userId ? true : withPan.has(holder.holderId),
    })),
    rules,
    fyGrossBefore: (userId, section) => before.get(`${userId}|${section}`) ?? 0n,
  });
  return { allocation, span, fy };
}

/** Compensation from held fees is not taxed here (after-funding.md §4): no section, nothing withheld, PAN or not. */
const UNTAXED: TdsRule = { section: null, section2025: null, rateBps: 0, threshold: null, noPanRateBps: 0 };

function toRule(row: { section: string | null; section2025: string | null; rateBps: number; threshold: bigint | null; noPanRateBps: number }): TdsRule {
  return { section: row.section, section2025: row.section2025, rateBps: row.rateBps, threshold: row.threshold, noPanRateBps: row.noPanRateBps };
}

export type RunOutcome = 'paid' | 'not_approved' | 'waiting';

/** How far a run has got: holders whose batch has committed, of all the holders paid. */
export interface RunProgress {
  done: number;
  holders: number;
}

/**
 * Pays an approved distribution, or finishes paying it; does nothing to one already paid.
 * `onBatch` hears of each batch once it has committed.
 */
export async function payDistribution(
  db: Db,
  clock: Clock,
  distributionId: string,
  batchHolders = PAYOUT_BATCH_HOLDERS,
  onBatch?: (progress: RunProgress) => void,
): Promise<RunOutcome> {
  const row = await distributionsRepository.find(db, distributionId);
  if (!row || row.status !== 'approved') return 'not_approved';
  const found = await dealsRepository.find(db, row.dealId);
  const deal = found!.deal;
  // An earlier distribution's payouts count towards this one's thresholds: it is paid first.
  if (await distributionsRepository.earlierUnpaid(db, deal.id, row.approvedAt!)) return 'waiting';
  const { allocation, fy } = await computeDistribution(db, row, deal);

  // The payouts come ordered by income type, then holder: a batch takes every payout of its holders.
  const byHolder = new Map<string, Payout[]>();
  for (const payout of allocation.payouts) {
    const paid = byHolder.get(payout.userId);
    if (paid) paid.push(payout);
    else byHolder.set(payout.userId, [payout]);
  }
  const holders = [...byHolder.keys()];
  for (let index = 0; index < holders.length; index += batchHolders) {
    const batch = holders.slice(index, index + batchHolders).flatMap((holder) => byHolder.get(holder)!);
    await runStep(db, clock, async (step) => {
      // Runs of one distribution take its batches one at a time, so what is read as paid here stays so.
      await distributionsRepository.lock(step.tx, row.id);
      const paid = await distributionsRepository.paidKeys(
        step.tx,
        row.id,
        batch.map((payout) => payout.userId),
      );
      const due = batch.filter((payout) => !paid.has(`${payout.userId}|${payout.incomeType}`));
      if (due.length === 0) return;
      const links = await moveMoney(step.tx, deal, due, step.now);
      await distributionsRepository.insertPayouts(step.tx, {
        distributionId: row.id,
        dealId: deal.id,
        currency: deal.currency,
        fy,
        totalUnitSeconds: allocation.totalUnitSeconds,
        paidAt: step.now,
        rows: due.map((payout, index) => ({
          ...links[index]!,
          userId: payout.userId,
          incomeType: payout.incomeType,
          gross: payout.gross,
          tds: payout.tds,
          net: payout.net,
          rateBps: payout.rateBps,
          panOnFile: payout.hasPan,
          section: payout.rule.section,
          section2025: payout.rule.section2025,
          threshold: payout.rule.threshold,
          fyTotalBefore: payout.fyTotalBefore,
          unitSeconds: payout.unitSeconds,
        })),
      });
      // One notice per holder, all written in one statement set (the notifications subscriber batches a `notices.due`).
      const notices = [...sumsByHolder(due)].map(([userId, sums]) => ({
        userId,
        title: msg('Income paid'),
        message: msg('{deal} paid you {net} for {period}, after {tds} of tax withheld. It is in your wallet.'),
        values: { deal: found!.property.title, net: money(sums.net, deal.currency), tds: money(sums.tds, deal.currency), period: row.period },
        createdAt: step.now,
      }));
      await step.emit({ type: 'notices.due', notices });
    });
    onBatch?.({ done: Math.min(index + batchHolders, holders.length), holders: holders.length });
  }

  return runStep(db, clock, async (step) => {
    if ((await distributionsRepository.payoutCount(step.tx, row.id)) !== allocation.payouts.length)
      throw new Error(`Distribution ${row.id} is missing payouts.`);
    const paid = await distributionsRepository.update(step.tx, row.id, 'approved', { status: 'paid', paidAt: step.now, updatedAt: step.now });
    if (!paid) return 'not_approved';
    // The fee waits in the deal's fee hold for the period's report (fee-hold.ts).
    if (row.managementFee > 0n) await holdFee(step, deal, paid);
    await step.emit(
      noticeTo(step, row.authorId, {
        title: msg('Distribution paid'),
        message: msg('The {period} distribution of {deal} has been paid to its {count} holders.'),
        values: { period: row.period, deal: found!.property.title, count: new Set(allocation.payouts.map((payout) => payout.userId)).size },
      }),
    );
    await step.emit({
      type: 'action.taken',
      actorId: null,
      action: 'distribution.paid',
      subjectType: 'distribution',
      subjectId: row.id,
      after: { payouts: allocation.payouts.length },
    });
    return 'paid' as const;
  });
}

/**
 * The payouts' ledger transfers, before the payouts themselves: the net into each wallet, the tax
 * into the deal's TDS account, each referring to its payout by an id drawn here. Answers each
 * payout's id and its transfers' ids, in the order of the payouts.
 */
async function moveMoney(
  tx: Db,
  deal: DealRow,
  due: Payout[],
  at: Date,
): Promise<{ id: string; netTransferId: string | null; tdsTransferId: string | null }[]> {
  const links = due.map(() => ({ id: randomUUID(), netTransferId: null as string | null, tdsTransferId: null as string | null }));
  const transfers: OutgoingTransfer[] = [];
  const owners: { index: number; side: 'netTransferId' | 'tdsTransferId' }[] = [];
  due.forEach((payout, index) => {
    const reference = links[index]!.id;
    if (payout.net > 0n) {
      transfers.push({
        credit: accountKeys.wallet(payout.userId, deal.currency),
        amount: payout.net,
        kind: 'distribution',
        reference,
      });
      owners.push({ index, side: 'netTransferId' });
    }
    if (payout.tds > 0n) {
      transfers.push({ credit: tdsAccount(deal), amount: payout.tds, kind: 'tax_withheld', reference });
      owners.push({ index, side: 'tdsTransferId' });
    }
  });
  const rows = await transferManyFrom(tx, distributionAccount(deal), transfers, at);
  rows.forEach((transferRow, index) => {
    const owner = owners[index]!;
    links[owner.index]![owner.side] = transferRow.id;
  });
  return links;
}

/** Each holder's net and tax over these payouts. */
function sumsByHolder(payouts: Payout[]): Map<string, { net: bigint; tds: bigint }> {
  const sums = new Map<string, { net: bigint; tds: bigint }>();
  for (const payout of payouts) {
    const sum = sums.get(payout.userId);
    if (sum) {
      sum.net += payout.net;
      sum.tds += payout.tds;
    } else sums.set(payout.userId, { net: payout.net, tds: payout.tds });
  }
  return sums;
}

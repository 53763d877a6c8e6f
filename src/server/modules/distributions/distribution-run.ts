import { INCOME_TYPES, type IncomeType } from '../../../shared/contracts/income.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { financialYearOf, indianDate, quarterRange } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow, DistributionRow, PayoutRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { money } from '../../lib/localized.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { unitSecondsIn } from '../holdings/index.ts';
import { verifiedAmong } from '../kyc/index.ts';
import { type AccountKey, transfer, transferManyFrom } from '../ledger/index.ts';
import { ruleInForce } from '../tax/index.ts';
import { allocate, type Allocation, type AllocationInput, type TdsRule } from './allocate.ts';
import { distributionsRepository } from './distributions.repository.ts';

/*
 * Paying an approved distribution (ADR 011): every payout is computed in memory by `allocate`
 * from inputs read back from the units ledger, the TDS rules and the year's earlier payouts, then
 * written in batches, each one step: the payouts keyed (distribution, holder, income type) with
 * `on conflict do nothing`, and only for the rows written now, their ledger transfers and notices.
 * A crash resumes where it stopped; a second instance, or the job delivered twice, writes nothing.
 */

/** Holders per batch: a batch's locks are held for one transaction of about this many payouts' writes. */
export const PAYOUT_BATCH_HOLDERS = 1000;

export const distributionAccount = (deal: Pick<DealRow, 'id' | 'currency'>): AccountKey => ({
  ownerId: deal.id,
  purpose: 'deal_distribution',
  currency: deal.currency,
});
export const tdsAccount = (deal: Pick<DealRow, 'id' | 'currency'>): AccountKey => ({ ownerId: deal.id, purpose: 'tds_payable', currency: deal.currency });

export function splitOf(row: DistributionRow): Record<IncomeType, bigint> {
  return {
    interest: row.splitInterest,
    dividend: row.splitDividend,
    rent: row.splitRent,
    return_of_capital: row.splitReturnOfCapital,
    capital_gain: row.splitCapitalGain,
  };
}

/** The span whose face value × time held shares the distribution: its quarter, ending at the approval if that came first. */
export function sharedSpan(row: DistributionRow): { start: Date; end: Date } {
  const quarter = quarterRange(row.period);
  const paidAt = row.approvedAt!;
  return { start: quarter.start, end: paidAt < quarter.end ? paidAt : quarter.end };
}

/** What a payout was computed from, and the computation (the run writes it; the Rupee Trail recomputes it). */
export interface ComputedDistribution {
  allocation: Allocation;
  span: { start: Date; end: Date };
  fy: string;
}

/**
 * Every payout of an approved distribution, from the ledgers and the rules as they stand: the
 * units ledger's transfers up to the span's end never change, nor do the rules in force on the
 * approval's date or the payouts of distributions approved before it, so the same call later
 * answers the same paise.
 */
export async function computeDistribution(db: Db, row: DistributionRow, deal: DealRow): Promise<ComputedDistribution> {
  const span = sharedSpan(row);
  const approvedAt = row.approvedAt!;
  const fy = financialYearOf(approvedAt);
  const held = await unitSecondsIn(db, deal.id, span);
  const userIds = held.map((holder) => holder.holderId);
  // A verified KYC record holds the backer's PAN: without one, tax would be withheld at the no-PAN rate.
  const withPan = await verifiedAmong(db, userIds);
  const split = splitOf(row);
  const rules: AllocationInput['rules'] = {};
  for (const incomeType of INCOME_TYPES) {
    if (split[incomeType] === 0n) continue;
    const rule = await ruleInForce(db, deal.structure, incomeType, indianDate(approvedAt));
    if (rule) rules[incomeType] = toRule(rule);
  }
  const before = await distributionsRepository.fyGrossBefore(db, { dealId: deal.id, fy, userIds, approvedBefore: approvedAt });
  const allocation = allocate({
    split,
    holders: held.map((holder) => ({
      userId: holder.holderId,
      unitSeconds: holder.unitSeconds,
      heldSince: holder.heldSince,
      hasPan: withPan.has(holder.holderId),
    })),
    rules,
    fyGrossBefore: (userId, section) => before.get(`${userId}|${section}`) ?? 0n,
  });
  return { allocation, span, fy };
}

function toRule(row: { section: string | null; section2025: string | null; rateBps: number; threshold: bigint | null; noPanRateBps: number }): TdsRule {
  return { section: row.section, section2025: row.section2025, rateBps: row.rateBps, threshold: row.threshold, noPanRateBps: row.noPanRateBps };
}

export type RunOutcome = 'paid' | 'not_approved' | 'waiting';

/** Pays an approved distribution, or finishes paying it; does nothing to one already paid. */
export async function payDistribution(db: Db, clock: Clock, distributionId: string): Promise<RunOutcome> {
  const row = await distributionsRepository.find(db, distributionId);
  if (!row || row.status !== 'approved') return 'not_approved';
  const found = await dealsRepository.find(db, row.dealId);
  const deal = found!.deal;
  // An earlier distribution's payouts count towards this one's thresholds: it is paid first.
  if (await distributionsRepository.earlierUnpaid(db, deal.id, row.approvedAt!)) return 'waiting';
  const { allocation, fy } = await computeDistribution(db, row, deal);

  const byHolder = new Map<string, typeof allocation.payouts>();
  for (const payout of allocation.payouts) byHolder.set(payout.userId, [...(byHolder.get(payout.userId) ?? []), payout]);
  const holders = [...byHolder.keys()];
  for (let index = 0; index < holders.length; index += PAYOUT_BATCH_HOLDERS) {
    const batch = holders.slice(index, index + PAYOUT_BATCH_HOLDERS).flatMap((holder) => byHolder.get(holder)!);
    await runStep(db, clock, async (step) => {
      const written = await distributionsRepository.insertPayouts(
        step.tx,
        batch.map((payout) => ({
          distributionId: row.id,
          dealId: deal.id,
          userId: payout.userId,
          incomeType: payout.incomeType,
          currency: deal.currency,
          gross: payout.gross,
          tds: payout.tds,
          net: payout.net,
          rateBps: payout.rateBps,
          section: payout.rule.section,
          section2025: payout.rule.section2025,
          threshold: payout.rule.threshold,
          fyTotalBefore: payout.fyTotalBefore,
          fy,
          unitSeconds: payout.unitSeconds,
          totalUnitSeconds: allocation.totalUnitSeconds,
          paidAt: step.now,
        })),
      );
      await moveMoney(step.tx, deal, written, step.now);
      // One event for the batch: its notifications are written in a few statements, not a few per holder.
      await step.emit({
        type: 'notices.due',
        notices: [...groupBy(written, (payout) => payout.userId)].map(([userId, paid]) => {
          const net = paid.reduce((sum, payout) => sum + payout.net, 0n);
          const tds = paid.reduce((sum, payout) => sum + payout.tds, 0n);
          return {
            userId,
            title: msg('Income paid'),
            message: msg('{deal} paid you {net} for {period}, after {tds} of tax withheld. It is in your wallet.'),
            values: { deal: found!.property.title, net: money(net, deal.currency), tds: money(tds, deal.currency), period: row.period },
            createdAt: step.now,
          };
        }),
      });
    });
  }

  return runStep(db, clock, async (step) => {
    if ((await distributionsRepository.payoutCount(step.tx, row.id)) !== allocation.payouts.length)
      throw new Error(`Distribution ${row.id} is missing payouts.`);
    const paid = await distributionsRepository.update(step.tx, row.id, 'approved', { status: 'paid', paidAt: step.now, updatedAt: step.now });
    if (!paid) return 'not_approved';
    if (row.managementFee > 0n) {
      await transfer(step.tx, {
        debit: distributionAccount(deal),
        credit: { ownerId: deal.proposerId, purpose: 'proposer_payable', currency: deal.currency },
        amount: row.managementFee,
        kind: 'management_fee',
        reference: row.id,
        pending: false,
        at: step.now,
      });
    }
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

/** The payouts' ledger transfers: the net into each wallet, the tax into the deal's TDS account. */
async function moveMoney(tx: Db, deal: DealRow, written: PayoutRow[], at: Date): Promise<void> {
  const transfers = written.flatMap((payout) => [
    ...(payout.net > 0n
      ? [
          {
            credit: { ownerId: payout.userId, purpose: 'backer_wallet' as const, currency: deal.currency },
            amount: payout.net,
            kind: 'distribution' as const,
            reference: payout.id,
          },
        ]
      : []),
    ...(payout.tds > 0n ? [{ credit: tdsAccount(deal), amount: payout.tds, kind: 'tax_withheld' as const, reference: payout.id }] : []),
  ]);
  const rows = await transferManyFrom(tx, distributionAccount(deal), transfers, at);
  const links = new Map(written.map((payout) => [payout.id, { id: payout.id, net: null as string | null, tds: null as string | null }]));
  for (const row of rows) links.get(row.reference)![row.kind === 'distribution' ? 'net' : 'tds'] = row.id;
  await distributionsRepository.setPayoutTransfers(tx, [...links.values()]);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

import { quarterOf } from '../../../shared/periods.ts';
import type { DealRow, DistributionRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { withFreeReference } from '../../lib/references.ts';
import type { Step } from '../../steps/run-step.ts';
import { type AccountKey } from '../ledger/index.ts';
import { distributionAccount, PAY_JOB } from './accounts.ts';
import { distributionsRepository } from './distributions.repository.ts';

/**
 * Capital returned to a deal's holders, approved by the admin at once: money the platform already
 * holds (the undrawn construction escrow of a Fix 'N' Flip deal, after-funding.md §4) or the
 * proceeds of a sale the admin confirmed received (§5). One distribution of `return_of_capital`
 * and `capital_gain`, whose money the caller's `fund` moves into the deal's distribution account
 * in the same step; the payment job then pays the holders as any other distribution, once: by
 * face value × time, or with `sharesAt` by the face value held at that instant.
 */
export async function approvedCapitalReturn(
  step: Step,
  jobs: JobQueue,
  input: {
    deal: DealRow;
    returnOfCapital: bigint;
    capitalGain?: bigint;
    sharesAt?: Date;
    adminId: string;
    label: string;
    fund: (distributionAccount: AccountKey, reference: string) => Promise<void>;
  },
): Promise<DistributionRow> {
  const { deal, returnOfCapital, adminId, label } = input;
  const capitalGain = input.capitalGain ?? 0n;
  const amount = returnOfCapital + capitalGain;
  const { now } = step;
  const created = await withFreeReference('DST', (reference) =>
    distributionsRepository.insert(step.tx, {
      dealId: deal.id,
      currency: deal.currency,
      reference,
      authorId: adminId,
      period: quarterOf(now),
      lines: [{ kind: 'other_income', label, amount: String(amount), evidenceUrl: null }],
      distributable: amount,
      managementFee: 0n,
      splitInterest: 0n,
      splitDividend: 0n,
      splitRent: 0n,
      splitReturnOfCapital: returnOfCapital,
      splitCapitalGain: capitalGain,
      sharesAt: input.sharesAt ?? null,
      status: 'approved',
      submittedAt: now,
      fundedAt: now,
      fundsConfirmedBy: adminId,
      approvedAt: now,
      approvedBy: adminId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await input.fund(distributionAccount(deal), created.id);
  await jobs.schedule(PAY_JOB, created.id, new Date(0), undefined, { db: step.tx });
  await step.emit({
    type: 'action.taken',
    actorId: adminId,
    action: 'distribution.approved',
    subjectType: 'distribution',
    subjectId: created.id,
    after: { return_of_capital: returnOfCapital, capital_gain: capitalGain },
  });
  return created;
}

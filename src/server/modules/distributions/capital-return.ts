import { quarterOf } from '../../../shared/periods.ts';
import type { DealRow, DistributionRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { withFreeReference } from '../../lib/references.ts';
import type { Step } from '../../steps/run-step.ts';
import { type AccountKey } from '../ledger/index.ts';
import { distributionAccount, PAY_JOB } from './accounts.ts';
import { distributionsRepository } from './distributions.repository.ts';

/**
 * Money the platform already holds for a deal, returned to its holders (the undrawn construction
 * escrow of a Fix 'N' Flip deal, after-funding.md §4): one distribution of `return_of_capital`,
 * approved by the admin at once (there is no bank transfer to wait for), whose money the caller's
 * `fund` moves into the deal's distribution account in the same step; the payment job then pays
 * the holders by face value × time as any other distribution, once.
 */
export async function approvedCapitalReturn(
  step: Step,
  jobs: JobQueue,
  input: { deal: DealRow; amount: bigint; adminId: string; label: string; fund: (distributionAccount: AccountKey, reference: string) => Promise<void> },
): Promise<DistributionRow> {
  const { deal, amount, adminId, label } = input;
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
      splitReturnOfCapital: amount,
      splitCapitalGain: 0n,
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
    after: { return_of_capital: amount },
  });
  return created;
}

import { msg } from '../../../shared/i18n/msg.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { moneyWhole } from '../../lib/localized.ts';
import type { CommitmentRow, DealRow } from '../../db/schema/index.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import type { Step } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { openDraws } from '../draws/index.ts';
import { issueUnits } from '../holdings/index.ts';
import { type AccountKey, accountKeys, lockAccountsOf, postPending, transfer, voidPending } from '../ledger/index.ts';
import { commitmentsRepository } from '../commitments/index.ts';

/*
 * How a campaign ends (platform.md §2, "Close"), as parts of the caller's step (its transaction,
 * its instant) that do their work once: each starts with a conditional update, and a step that
 * finds nothing left to do changes nothing. The deadline jobs, the start-up sweep and a
 * commitment that fills the target all call these.
 */

const wallet = accountKeys.wallet;
const escrow = (deal: DealRow): AccountKey => accountKeys.ofDeal(deal, 'deal_escrow');

interface Named {
  name: string;
}

/** Locks every account the deal's holds touch, in id order, before a batch posts or voids them. */
async function lockHolds(tx: Db, deal: DealRow, holds: CommitmentRow[], extra: AccountKey[] = []): Promise<void> {
  await lockAccountsOf(tx, [escrow(deal), ...extra, ...holds.map((hold) => wallet(hold.backerId, deal.currency))]);
}

/** Gives one commitment's money back to the backer's wallet (the hold is voided: it never left). */
export async function refundCommitment(step: Step, hold: CommitmentRow, deal: DealRow): Promise<boolean> {
  const { tx, now } = step;
  const moved = await commitmentsRepository.moveStatus(tx, hold.id, 'committed', 'refunded', now);
  if (!moved) return false;
  await voidPending(tx, hold.transferId, now);
  await step.emit({ type: 'commitment.released', backerId: hold.backerId, currency: hold.currency, amount: hold.amount, deal });
  return true;
}

/**
 * A deal that reached its target: every hold is posted into escrow, each backer is issued its face
 * value, and escrow pays the proposer less the platform fee (PLATFORM_FEE_BPS); a Fix 'N' Flip
 * deal's money instead waits in its construction escrow, released draw by draw (after-funding.md
 * §4). Past the original deadline of an extended deal, those
 * who did not consent are refunded first, whether or not their job has run, and the deal funds
 * only if the target is still met. Undefined when the deal was not funded (no longer live, or short).
 */
export async function fundDeal(step: Step, dealId: string, property: Named, config: CampaignConfig): Promise<DealRow | undefined> {
  const { tx, now } = step;
  await refundWithoutConsent(step, dealId, property);
  const deal = await dealsRepository.close(tx, dealId, 'funded', now);
  if (!deal) return undefined;
  const holds = await commitmentsRepository.committedTo(tx, deal.id);
  const flip = deal.campaignType === 'fix_n_flip';
  const payable = flip ? accountKeys.ofDeal(deal, 'construction_escrow') : accountKeys.proposerPayable(deal);
  const fees = accountKeys.platformFees(deal.currency);
  await lockHolds(tx, deal, holds, [payable, fees]);
  for (const hold of holds) {
    await commitmentsRepository.moveStatus(tx, hold.id, 'committed', 'funded', now);
    await postPending(tx, hold.transferId, now);
  }
  // Each backer's money becomes face value in the units ledger at this instant (after-funding.md §1).
  await issueUnits(tx, deal.id, holds, now);
  const fee = (deal.raised * BigInt(config.feeBps)) / 10_000n;
  if (fee > 0n) await transfer(tx, { debit: escrow(deal), credit: fees, amount: fee, kind: 'fee', reference: deal.id, pending: false, at: now });
  if (fee > 0n) await step.emit({ type: 'fee.posted', currency: deal.currency, amount: fee });
  await step.emit({ type: 'deal.closed', deal, outcome: 'funded' });
  if (deal.raised - fee > 0n) {
    const kind = flip ? 'construction_escrow' : 'payout';
    await transfer(tx, { debit: escrow(deal), credit: payable, amount: deal.raised - fee, kind, reference: deal.id, pending: false, at: now });
    // The proposer of a Fix 'N' Flip deal is paid as each draw is released.
    if (!flip) await step.emit({ type: 'proposer.paid', proposerId: deal.proposerId, currency: deal.currency, amount: deal.raised - fee });
  }
  if (flip) await openDraws(tx, deal, deal.raised - fee, now);
  const raised = moneyWhole(deal.raised, deal.currency);
  for (const backerId of new Set(holds.map((hold) => hold.backerId))) {
    await step.emit(
      noticeTo(step, backerId, {
        title: msg('Deal funded'),
        message: msg('{deal} reached its target of {raised}. Your investment is now active.'),
        values: { deal: property.name, raised },
      }),
    );
  }
  await step.emit(
    noticeTo(step, deal.proposerId, {
      title: msg('Deal funded'),
      message: flip
        ? msg('{deal} raised {raised}. {payable} after the platform fee is in its construction escrow: request each draw on the Draws page.')
        : msg('{deal} raised {raised}. {payable} is payable to you after the platform fee.'),
      values: { deal: property.name, raised, payable: moneyWhole(deal.raised - fee, deal.currency) },
    }),
  );
  await step.emit({ type: 'action.taken', actorId: null, action: 'deal.funded', subjectType: 'deal', subjectId: deal.id, after: { raised: deal.raised, fee } });
  return deal;
}

/** A deal that missed its target at the deadline: every backer gets the money back in full. */
export async function failDeal(step: Step, dealId: string, property: Named): Promise<DealRow | undefined> {
  const { tx, now } = step;
  const deal = await dealsRepository.close(tx, dealId, 'failed', now);
  if (!deal) return undefined;
  await step.emit({ type: 'deal.closed', deal, outcome: 'failed' });
  const holds = await commitmentsRepository.committedTo(tx, deal.id);
  await lockHolds(tx, deal, holds);
  for (const hold of holds) {
    if (!(await refundCommitment(step, hold, deal))) continue;
    await step.emit(
      noticeTo(step, hold.backerId, {
        title: msg('Refund made'),
        message: msg('{deal} did not reach its target by the deadline. {amount} is back in your wallet.'),
        values: { deal: property.name, amount: moneyWhole(hold.amount, deal.currency) },
      }),
    );
  }
  await step.emit(
    noticeTo(step, deal.proposerId, {
      title: msg('Deal closed without funding'),
      message: msg('{deal} raised {raised} of {target}; every backer has been refunded.'),
      values: { deal: property.name, raised: moneyWhole(deal.raised, deal.currency), target: moneyWhole(deal.target, deal.currency) },
    }),
  );
  await step.emit({
    type: 'action.taken',
    actorId: null,
    action: 'deal.failed',
    subjectType: 'deal',
    subjectId: deal.id,
    after: { raised: deal.raised, refunds: holds.length },
  });
  return deal;
}

/**
 * At the original deadline of an extended deal: every backer who did not say yes is refunded
 * (platform.md §2, "Extension by consent"). Returns how many were.
 */
export async function refundWithoutConsent(step: Step, dealId: string, property: Named): Promise<number> {
  const { tx, now } = step;
  const deal = await dealsRepository.lock(tx, dealId);
  if (!deal || deal.lifecycle !== 'live' || !deal.extended || deal.originalDeadline === null || deal.originalDeadline > now) return 0;
  const holds = await commitmentsRepository.withoutConsent(tx, deal.id);
  await lockHolds(tx, deal, holds);
  let refunded = 0;
  for (const hold of holds) {
    if (!(await refundCommitment(step, hold, deal))) continue;
    refunded++;
    const stillIn = await commitmentsRepository.hasOtherCommitted(tx, deal.id, hold.backerId, hold.id);
    await dealsRepository.giveBackRoom(tx, deal.id, hold.amount, !stillIn, now);
    await step.emit(
      noticeTo(step, hold.backerId, {
        title: msg('Refund made'),
        message: msg('You did not confirm staying in {deal} after its extension, so {amount} is back in your wallet.'),
        values: { deal: property.name, amount: moneyWhole(hold.amount, deal.currency) },
      }),
    );
  }
  if (refunded > 0) {
    await step.emit({ type: 'action.taken', actorId: null, action: 'deal.consent_refunds', subjectType: 'deal', subjectId: deal.id, after: { refunded } });
  }
  return refunded;
}

/** The deadline step: funded if the target was reached, failed otherwise; nothing when not due or already closed. */
export async function closeAtDeadline(step: Step, dealId: string, property: Named, config: CampaignConfig): Promise<DealRow | undefined> {
  const deal = await dealsRepository.lock(step.tx, dealId);
  if (!deal || deal.lifecycle !== 'live' || deal.deadline === null || deal.deadline > step.now) return undefined;
  // Funding refunds those who did not consent to an extension first; a deal then short of its target fails.
  return (await fundDeal(step, dealId, property, config)) ?? failDeal(step, dealId, property);
}

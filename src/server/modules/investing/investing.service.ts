import { randomUUID } from 'node:crypto';
import type { Commitment } from '../../../shared/contracts/deals.ts';
import type { Holding, Portfolio } from '../../../shared/contracts/investing.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { formatMoneyWhole } from '../../../shared/money-format.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idempotent, type Answer } from '../../lib/idempotency.ts';
import { canSeeCommitment, canSeeDeal, type Actor } from '../../policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { flushTotals, recordTotals } from '../dashboard/totals.ts';
import { minor, toCommitment } from '../deals/deal-view.ts';
import { dealsRepository } from '../deals/deals.repository.ts';
import { requireVerifiedKyc } from '../kyc/kyc-gate.ts';
import { holdIf, prepareHold, voidPending } from '../ledger/ledger.ts';
import { notify } from '../notifications/notify.ts';
import { fundDeal, refundCommitment } from './campaign.ts';
import { commitmentsRepository } from './commitments.repository.ts';
import { describeDuration } from './duration-text.ts';
import { portfolioRepository } from './portfolio.repository.ts';

const DEAL_NOT_FOUND = 'There is no deal at this address.';
const COMMITMENT_NOT_FOUND = 'There is no such commitment.';

const isOpen = (deal: DealRow, now: Date) => deal.lifecycle === 'live' && deal.deadline !== null && deal.deadline > now;
const dealNotOpen = () => new HttpError(409, 'This deal is not open for investment.', { code: 'deal_not_open' });
const exceedsRemaining = (left: bigint, currency: string) =>
  new HttpError(409, `Only ${formatMoneyWhole(left, currency)} is left to raise in this deal.`, { code: 'exceeds_remaining' });
const insufficientFunds = () =>
  new HttpError(409, 'Your wallet does not have enough available money for this investment. Add funds first.', { code: 'insufficient_funds' });

/** What a backer does with money in deals (platform.md §3): commit, cancel, answer an extension, see the portfolio. */
export class InvestingService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #campaign: CampaignConfig;

  constructor(db: Db, clock: Clock, campaign: CampaignConfig) {
    this.#db = db;
    this.#clock = clock;
    this.#campaign = campaign;
  }

  /**
   * One commitment, in one transaction: the checks in the order of interfaces.md (deal visible,
   * KYC, deal open, amount rules, money), everything that does not need the deal's row (the
   * pending transfer, the commitment, the proposer's notification, the answer to a retry), and
   * last the hot step: one statement that takes room in the deal with the conditional update and
   * holds the money wallet → escrow. So the deal's row, which every backer of the deal queues on,
   * stays locked for that statement and the few writes after it (bench:invest). A commitment that
   * fills the target funds the deal at once.
   */
  commit(actor: Actor, dealId: string, amount: bigint, idempotencyKey: string | undefined): Promise<Answer<Commitment>> {
    const request = { userId: actor.sub, key: idempotencyKey, scope: `POST /api/deals/${dealId}/commitments`, body: { amount: amount.toString() } };
    return idempotent(this.#db, request, async (tx, remember) => {
      const now = this.#clock.now();
      const found = await dealsRepository.find(tx, dealId);
      if (!found || !canSeeDeal(actor, found.deal)) throw new HttpError(404, DEAL_NOT_FOUND, { code: 'not_found' });
      await requireVerifiedKyc(tx, actor.sub);
      const deal = found.deal;
      if (!isOpen(deal, now)) throw dealNotOpen();
      const currency = deal.currency;
      if (amount < deal.minimumTicket) {
        throw new HttpError(422, `The minimum investment in this deal is ${formatMoneyWhole(deal.minimumTicket, currency)}.`, { code: 'below_minimum_ticket' });
      }
      if (deal.maximumPerBacker !== null) {
        const already = await commitmentsRepository.committedBy(tx, deal.id, actor.sub);
        if (already + amount > deal.maximumPerBacker) {
          const left = deal.maximumPerBacker - already;
          throw new HttpError(
            422,
            `Each backer may invest at most ${formatMoneyWhole(deal.maximumPerBacker, currency)} in this deal; you can add ${formatMoneyWhole(left > 0n ? left : 0n, currency)} more.`,
            { code: 'above_maximum_per_backer' },
          );
        }
      }
      // Read without a lock: what the conditional update would refuse anyway is refused before it.
      if (amount > deal.target - deal.raised) throw exceedsRemaining(deal.target - deal.raised, currency);
      const id = randomUUID();
      const hold = await prepareHold(tx, {
        debit: { ownerId: actor.sub, purpose: 'backer_wallet', currency },
        credit: { ownerId: deal.id, purpose: 'deal_escrow', currency },
        amount,
        kind: 'commitment',
        reference: id,
        at: now,
      });
      if (hold.debitAvailable < amount) throw insufficientFunds();
      const row = await commitmentsRepository.insert(tx, {
        id,
        dealId: deal.id,
        backerId: actor.sub,
        amount,
        currency,
        // Committing to an extended deal is agreeing to its new deadline.
        extensionConsent: deal.extended ? true : null,
        transferId: hold.transfer.id,
        createdAt: now,
        updatedAt: now,
      });
      await notify(tx, deal.proposerId, {
        title: 'New commitment',
        message: `A backer committed ${formatMoneyWhole(amount, currency)} to ${found.property.title}.`,
        createdAt: now,
      });
      await remember({ status: 201, body: toCommitment(row, deal, this.#campaign.cancelCutoffMs) });

      const taken = await holdIf(tx, hold, dealsRepository.takeRoom(deal.id, amount, now));
      if (!taken.row) {
        // The conditional update refused: either the deal closed meanwhile, or there is not enough room left.
        const current = (await dealsRepository.find(tx, deal.id))!.deal;
        if (!isOpen(current, now)) throw dealNotOpen();
        throw exceedsRemaining(current.target - current.raised, currency);
      }
      if (!taken.held) throw insufficientFunds();
      const after = { ...deal, raised: BigInt(taken.row.raised as string), deadline: new Date(taken.row.deadline_ms as number) };
      await dealsRepository.countBacker(tx, deal.id, actor.sub, id);
      recordTotals(tx, now, { kind: 'committed', backerId: actor.sub, currency, amount });
      if (after.raised === after.target) {
        await fundDeal(tx, deal.id, { name: found.property.title }, this.#campaign, now);
        await flushTotals(tx);
        return { status: 201, body: { ...toCommitment(row, after, this.#campaign.cancelCutoffMs), status: 'funded' as const, cancellable_until: null } };
      }
      await flushTotals(tx);
      return { status: 201, body: toCommitment(row, after, this.#campaign.cancelCutoffMs) };
    });
  }

  /** Cancel within the cooling-off window: the hold is released to the wallet. */
  async cancel(actor: Actor, commitmentId: string): Promise<Commitment> {
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = this.#clock.now();
      const { hold, deal, property } = await this.#ownCommitment(tx, actor, commitmentId);
      if (hold.status !== 'committed' || deal.lifecycle !== 'live') {
        throw new HttpError(409, 'This commitment can no longer be cancelled: the deal has closed or it was already taken back.', {
          code: 'cancel_window_closed',
        });
      }
      const until = new Date(deal.deadline!.getTime() - this.#campaign.cancelCutoffMs);
      if (now >= until) {
        throw new HttpError(409, `Commitments can be cancelled only until ${describeDuration(this.#campaign.cancelCutoffMs)} before the deadline.`, {
          code: 'cancel_window_closed',
        });
      }
      const moved = await commitmentsRepository.moveStatus(tx, hold.id, 'committed', 'cancelled', now);
      if (!moved) throw new HttpError(409, 'This commitment was already taken back.', { code: 'cancel_window_closed' });
      await voidPending(tx, hold.transferId, now);
      recordTotals(tx, now, { kind: 'released', backerId: hold.backerId, currency: hold.currency, amount: hold.amount });
      const stillIn = await commitmentsRepository.hasOtherCommitted(tx, deal.id, actor.sub, hold.id);
      await dealsRepository.giveBackRoom(tx, deal.id, hold.amount, !stillIn, now);
      await notify(tx, deal.proposerId, {
        title: 'Commitment cancelled',
        message: `A backer cancelled ${formatMoneyWhole(hold.amount, deal.currency)} committed to ${property.title}.`,
        createdAt: now,
      });
      await recordAudit(tx, { actorId: actor.sub, action: 'commitment.cancelled', subjectType: 'commitment', subjectId: hold.id, at: now });
      await flushTotals(tx);
      return toCommitment(moved, deal, this.#campaign.cancelCutoffMs);
    });
  }

  /** A backer's answer to an extension: stay in, or take the money back now. */
  async answerExtension(actor: Actor, commitmentId: string, consent: boolean): Promise<Commitment> {
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = this.#clock.now();
      const { hold, deal, property } = await this.#ownCommitment(tx, actor, commitmentId);
      if (hold.status !== 'committed' || deal.lifecycle !== 'live' || !deal.extended) {
        throw new HttpError(409, 'There is no extension awaiting your answer on this commitment.', { code: 'no_extension_pending' });
      }
      if (deal.originalDeadline !== null && now >= deal.originalDeadline) {
        throw new HttpError(409, 'The time to answer this extension has passed.', { code: 'no_extension_pending' });
      }
      if (consent) {
        const row = await commitmentsRepository.setConsent(tx, hold.id, true, now);
        await recordAudit(tx, { actorId: actor.sub, action: 'commitment.extension_accepted', subjectType: 'commitment', subjectId: hold.id, at: now });
        return toCommitment(row!, deal, this.#campaign.cancelCutoffMs);
      }
      await commitmentsRepository.setConsent(tx, hold.id, false, now);
      await refundCommitment(tx, hold, now);
      const stillIn = await commitmentsRepository.hasOtherCommitted(tx, deal.id, actor.sub, hold.id);
      await dealsRepository.giveBackRoom(tx, deal.id, hold.amount, !stillIn, now);
      await recordAudit(tx, { actorId: actor.sub, action: 'commitment.extension_declined', subjectType: 'commitment', subjectId: hold.id, at: now });
      await notify(tx, actor.sub, {
        title: 'Refund made',
        message: `You chose to leave ${property.title} after its extension; ${formatMoneyWhole(hold.amount, deal.currency)} is back in your wallet.`,
        createdAt: now,
      });
      await flushTotals(tx);
      const row = await commitmentsRepository.find(tx, hold.id);
      return toCommitment(row!, deal, this.#campaign.cancelCutoffMs);
    });
  }

  /** Holdings by deal and totals per currency, from the backer's commitments. */
  async portfolio(actor: Actor): Promise<Portfolio> {
    const rows = await portfolioRepository.holdings(this.#db, actor.sub);
    const totals = new Map<string, { committed: bigint; funded: bigint; refunded: bigint }>();
    const holdings: Holding[] = rows.map((row) => {
      const total = totals.get(row.currency) ?? { committed: 0n, funded: 0n, refunded: 0n };
      total.committed += row.committed;
      total.funded += row.funded;
      total.refunded += row.refunded;
      totals.set(row.currency, total);
      const status = row.funded > 0n ? 'funded' : row.committed > 0n ? 'committed' : row.refunded > 0n ? 'refunded' : 'cancelled';
      const amount = status === 'funded' ? row.funded : status === 'committed' ? row.committed : status === 'refunded' ? row.refunded : row.cancelled;
      // The projection promises ROI over the holding period on the money at work.
      const atWork = row.funded + row.committed;
      return {
        deal_id: row.dealId,
        property_id: row.propertyId,
        name: row.title,
        location: row.location,
        amount: minor(amount),
        currency: row.currency as Currency,
        status,
        deal_lifecycle: row.lifecycle,
        deadline: row.deadline?.toISOString() ?? null,
        projected_roi_bps: row.projectedRoiBps,
        projected_return: minor((atWork * BigInt(row.projectedRoiBps)) / 10_000n),
        received_return: 0,
      };
    });
    return {
      holdings,
      totals: [...totals].map(([currency, total]) => ({
        currency: currency as Currency,
        committed: minor(total.committed),
        funded: minor(total.funded),
        refunded: minor(total.refunded),
      })),
    };
  }

  async #ownCommitment(tx: Db, actor: Actor, commitmentId: string) {
    // Lock the deal first, as every step on a deal does, then read the commitment under that lock.
    const found = await dealsRepository.lockOfCommitment(tx, commitmentId);
    const hold = found ? await commitmentsRepository.find(tx, commitmentId) : undefined;
    if (!found || !hold || !canSeeCommitment(actor, hold)) throw new HttpError(404, COMMITMENT_NOT_FOUND, { code: 'not_found' });
    return { hold, deal: found.deal, property: found.property };
  }
}

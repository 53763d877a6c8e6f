import { randomUUID } from 'node:crypto';
import type { Commitment } from '../../../shared/contracts/deals.ts';
import type { Holding, Portfolio } from '../../../shared/contracts/investing.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import { INVESTMENT_SENTENCES, investmentRefusal, isOpenForInvestment, perBackerLeft, type InvestmentRefusal } from '../../../shared/investment-rules.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { moneyWhole } from '../../lib/localized.ts';
import { claimKeys, releaseKeys, storeAnswers, type Answer, type IdempotentRequest } from '../../lib/idempotency.ts';
import { KeyedBatches, type Settled } from '../../lib/keyed-batches.ts';
import { canSeeCommitment, canSeeDeal, type Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { dealsRepository, toCommitment } from '../deals/index.ts';
import { kycRequired, verifiedAmong } from '../kyc/index.ts';
import { accountKeys, accountsOfOwners, availableOf, holdIf, prepareHolds, voidPending } from '../ledger/index.ts';
import { fundDeal, refundCommitment } from './campaign.ts';
import { commitmentsRepository } from '../commitments/index.ts';
import { describeDuration } from '../../lib/duration-text.ts';
import { portfolioRepository } from './portfolio.repository.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');
const COMMITMENT_NOT_FOUND = msg('There is no such commitment.');
const INSUFFICIENT_FUNDS = msg('Your wallet does not have enough available money for this investment. Add funds first.');

/** A refusal of the investment rules as the error the API answers with, its amounts in the deal's currency. */
function refusalError(refusal: InvestmentRefusal, currency: string): DomainError {
  switch (refusal.code) {
    case 'deal_not_open':
      return new DomainError(refusal.code, INVESTMENT_SENTENCES.deal_not_open);
    case 'below_minimum_ticket':
      return new DomainError(refusal.code, INVESTMENT_SENTENCES.below_minimum_ticket, { values: { amount: moneyWhole(refusal.minimum, currency) } });
    case 'above_maximum_per_backer':
      return new DomainError(refusal.code, INVESTMENT_SENTENCES.above_maximum_per_backer, {
        values: { maximum: moneyWhole(refusal.maximum, currency), left: moneyWhole(refusal.left, currency) },
      });
    case 'exceeds_remaining':
      return new DomainError(refusal.code, INVESTMENT_SENTENCES.exceeds_remaining, { values: { amount: moneyWhole(refusal.left, currency) } });
    case 'insufficient_funds':
      return new DomainError(refusal.code, INSUFFICIENT_FUNDS);
  }
}

/** A commitment waiting for its deal's next batch. */
interface CommitmentRequest {
  actor: Actor;
  amount: bigint;
  request: IdempotentRequest;
}

/** The most commitments to one deal in one transaction (two such transactions at a time). */
const BATCH_LIMIT = 64;

/** What a backer does with money in deals (platform.md §3): commit, cancel, answer an extension, see the portfolio. */
export class InvestingService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #campaign: CampaignConfig;
  readonly #batches = new KeyedBatches<CommitmentRequest, Answer<Commitment>>((dealId, items) => this.#commitBatch(dealId, items), {
    max: BATCH_LIMIT,
    concurrency: 2,
  });

  constructor(db: Db, clock: Clock, campaign: CampaignConfig) {
    this.#db = db;
    this.#clock = clock;
    this.#campaign = campaign;
  }

  /**
   * One commitment (interfaces.md, POST /api/deals/:id/commitments). Commitments to one deal are
   * grouped (`KeyedBatches`): those that arrive while a batch runs go together in the next, one
   * transaction for all, so the deal's row, which every backer of the deal queues on, is locked
   * once per batch rather than once per commitment (bench:invest). Each is still judged and
   * answered on its own.
   */
  commit(actor: Actor, dealId: string, amount: bigint, idempotencyKey: string | undefined): Promise<Answer<Commitment>> {
    const request = { userId: actor.sub, key: idempotencyKey, scope: `POST /api/deals/${dealId}/commitments`, body: { amount: amount.toString() } };
    return this.#batches.submit(dealId, { actor, amount, request });
  }

  /**
   * A batch in one transaction; if that fails as a whole (something the unlocked reads did not
   * foresee: the deal closed, a wallet was spent elsewhere), each commitment again on its own,
   * which then gets its precise refusal. A key given twice in one batch waits for the next.
   */
  async #commitBatch(dealId: string, items: CommitmentRequest[]): Promise<Array<Settled<Answer<Commitment>>>> {
    const seen = new Set<string>();
    const now: number[] = [];
    const later: number[] = [];
    items.forEach(({ request }, index) => {
      const key = request.key === undefined ? undefined : `${request.userId}\n${request.key}`;
      if (key !== undefined && seen.has(key)) later.push(index);
      else {
        if (key !== undefined) seen.add(key);
        now.push(index);
      }
    });
    const settled: Array<Settled<Answer<Commitment>>> = new Array(items.length);
    const first = await this.#commitTogetherOrAlone(
      dealId,
      now.map((index) => items[index]!),
    );
    now.forEach((index, n) => (settled[index] = first[n]!));
    if (later.length > 0) {
      const rest = await this.#commitBatch(
        dealId,
        later.map((index) => items[index]!),
      );
      later.forEach((index, n) => (settled[index] = rest[n]!));
    }
    return settled;
  }

  async #commitTogetherOrAlone(dealId: string, items: CommitmentRequest[]): Promise<Array<Settled<Answer<Commitment>>>> {
    try {
      return await runStep(this.#db, this.#clock, (step) => this.#commitTogether(step, dealId, items));
    } catch (error) {
      if (items.length === 1) return [{ ok: false, error }];
      const settled: Array<Settled<Answer<Commitment>>> = [];
      for (const item of items) settled.push(...(await this.#commitTogetherOrAlone(dealId, [item])));
      return settled;
    }
  }

  /**
   * The batch's transaction: the keys claimed, then each commitment checked in the order of
   * interfaces.md (deal visible, KYC, deal open, amount rules, room left, money) on unlocked reads,
   * those of the batch before it counted in; then, for those that pass, everything that does not
   * need the deal's row (pending transfers, commitments, the proposer's notifications, the answers
   * to retries), and last the hot step: one statement that takes room in the deal for all of them
   * with the conditional update and holds their money wallet → escrow; then, holding the deal's
   * row, the per-backer maximum against every commitment made so far. A batch that fills the
   * target funds the deal at once (`fundDeal`). Throws (rolling back all) when the hot step or the
   * maximum refuses.
   */
  async #commitTogether(step: Step, dealId: string, items: CommitmentRequest[]): Promise<Array<Settled<Answer<Commitment>>>> {
    const { tx, now } = step;
    const settled: Array<Settled<Answer<Commitment>> | undefined> = new Array(items.length);
    const claims = await claimKeys<Commitment>(
      tx,
      items.map((item) => item.request),
    );
    const claimed: number[] = [];
    claims.forEach((claim, index) => {
      if (claim instanceof DomainError) settled[index] = { ok: false, error: claim };
      else if (!claim.claimed) settled[index] = { ok: true, value: claim.answer };
      else claimed.push(index);
    });
    if (claimed.length === 0) return settled as Array<Settled<Answer<Commitment>>>;

    const found = await dealsRepository.find(tx, dealId);
    const backerIds = [...new Set(claimed.map((index) => items[index]!.actor.sub))];
    const verified = await verifiedAmong(tx, backerIds);
    const deal = found?.deal;
    const currency = deal?.currency ?? 'INR';
    const committedBefore = deal?.maximumPerBacker != null ? await commitmentsRepository.committedByEach(tx, deal.id, backerIds) : new Map<string, bigint>();
    const wallets = await accountsOfOwners(tx, backerIds, 'backer_wallet', currency);
    let room = deal ? deal.target - deal.raised : 0n;
    const spent = new Map<string, bigint>();
    const accepted: number[] = [];
    const refused: number[] = [];
    for (const index of claimed) {
      const { actor, amount } = items[index]!;
      try {
        if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
        if (!verified.has(actor.sub)) throw kycRequired();
        // On the deal as read (unlocked) and what the backer and the batch already hold: what the
        // conditional update would refuse anyway is refused before it.
        const wallet = wallets.get(actor.sub);
        const refusal = investmentRefusal(amount, {
          open: isOpenForInvestment(found.deal, now),
          minimumTicket: found.deal.minimumTicket,
          maximumPerBacker: found.deal.maximumPerBacker,
          alreadyByBacker: (committedBefore.get(actor.sub) ?? 0n) + (spent.get(actor.sub) ?? 0n),
          remaining: room,
          available: wallet ? availableOf(wallet) - (spent.get(actor.sub) ?? 0n) : 0n,
        });
        if (refusal) throw refusalError(refusal, currency);
        room -= amount;
        spent.set(actor.sub, (spent.get(actor.sub) ?? 0n) + amount);
        accepted.push(index);
      } catch (error) {
        settled[index] = { ok: false, error };
        refused.push(index);
      }
    }
    await releaseKeys(
      tx,
      refused.map((index) => items[index]!.request),
    );
    if (!found || accepted.length === 0) return settled as Array<Settled<Answer<Commitment>>>;

    const ids = accepted.map(() => randomUUID());
    const holds = await prepareHolds(tx, {
      holds: accepted.map((index, n) => ({ debit: wallets.get(items[index]!.actor.sub)!, amount: items[index]!.amount, reference: ids[n]! })),
      credit: accountKeys.ofDeal({ id: found.deal.id, currency }, 'deal_escrow'),
      kind: 'commitment',
      at: now,
    });
    const transferOf = new Map(holds.transfers.map((transfer) => [transfer.reference, transfer.id]));
    const rows = await commitmentsRepository.insertMany(
      tx,
      accepted.map((index, n) => ({
        id: ids[n]!,
        dealId: found.deal.id,
        backerId: items[index]!.actor.sub,
        amount: items[index]!.amount,
        currency,
        // Committing to an extended deal is agreeing to its new deadline.
        extensionConsent: found.deal.extended ? true : null,
        transferId: transferOf.get(ids[n]!)!,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    await step.emit({
      type: 'notices.due',
      notices: accepted.map((index) => ({
        userId: found.deal.proposerId,
        title: msg('New commitment'),
        message: msg('A backer committed {amount} to {deal}.'),
        values: { amount: moneyWhole(items[index]!.amount, currency), deal: found.property.title },
        createdAt: now,
        // The proposer's setting is read once for the whole batch, with the rest of the notifications' reads.
        onlyIf: 'deal_alerts' as const,
      })),
    });
    const answersFor = (deal: DealRow) =>
      accepted.map((index, n) => {
        const body = toCommitment(rowOf.get(ids[n]!)!, deal, this.#campaign.cancelCutoffMs);
        const answer = { status: 201, body: deal.lifecycle === 'funded' ? { ...body, status: 'funded' as const, cancellable_until: null } : body };
        return { request: items[index]!.request, answer };
      });
    const expected = answersFor(found.deal);
    await storeAnswers(tx, expected);

    const taken = await holdIf(tx, holds, dealsRepository.takeRoom(found.deal.id, holds.total, now));
    if (!taken.row) {
      // The conditional update refused: either the deal closed meanwhile, or there is not enough room left.
      const current = (await dealsRepository.find(tx, found.deal.id))!.deal;
      if (!isOpenForInvestment(current, now)) throw refusalError({ code: 'deal_not_open' }, currency);
      throw refusalError({ code: 'exceeds_remaining', left: current.target - current.raised }, currency);
    }
    if (!taken.held) throw new DomainError('insufficient_funds', INSUFFICIENT_FUNDS);
    const raised = BigInt(taken.row.raised as string);
    const deadline = new Date(taken.row.deadline_ms as number);
    // The totals read before were unlocked: a batch elsewhere may have committed for the same backer since.
    // Then this batch rolls back and each of its commitments runs alone, getting its precise answer.
    const { maximumPerBacker } = found.deal;
    const [over] = await dealsRepository.countBackers(tx, found.deal.id, ids, maximumPerBacker);
    if (over && maximumPerBacker !== null) {
      throw refusalError(
        { code: 'above_maximum_per_backer', maximum: maximumPerBacker, left: perBackerLeft(maximumPerBacker, over[1] - spent.get(over[0])!) },
        currency,
      );
    }
    for (const index of accepted) {
      await step.emit({ type: 'commitment.held', backerId: items[index]!.actor.sub, currency, amount: items[index]!.amount, deal: found.deal });
    }
    let answered = expected;
    // Not funded after all when the refunds of those who did not consent to an extension leave it short.
    const funded = raised === found.deal.target ? await fundDeal(step, found.deal.id, { name: found.property.title }, this.#campaign) : undefined;
    if (funded) {
      answered = answersFor(funded);
      await storeAnswers(tx, answered);
    } else if (deadline.getTime() !== found.deal.deadline?.getTime()) {
      // Extended while the batch was checked: the answers name the new cancel-until time.
      answered = answersFor({ ...found.deal, raised, deadline });
      await storeAnswers(tx, answered);
    }
    accepted.forEach((index, n) => (settled[index] = { ok: true, value: answered[n]!.answer }));
    return settled as Array<Settled<Answer<Commitment>>>;
  }

  /** Cancel within the cooling-off window: the hold is released to the wallet. */
  async cancel(actor: Actor, commitmentId: string): Promise<Commitment> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const { hold, deal, property } = await this.#ownCommitment(tx, actor, commitmentId);
      if (hold.status !== 'committed' || deal.lifecycle !== 'live') {
        throw new DomainError('cancel_window_closed', 'This commitment can no longer be cancelled: the deal has closed or it was already taken back.');
      }
      const until = new Date(deal.deadline!.getTime() - this.#campaign.cancelCutoffMs);
      if (now >= until) {
        const { cancelCutoffMs } = this.#campaign;
        throw new DomainError('cancel_window_closed', 'Commitments can be cancelled only until {duration} before the deadline.', {
          values: { duration: (language) => describeDuration(cancelCutoffMs, language) },
        });
      }
      const moved = await commitmentsRepository.moveStatus(tx, hold.id, 'committed', 'cancelled', now);
      if (!moved) throw new DomainError('cancel_window_closed', 'This commitment was already taken back.');
      await voidPending(tx, hold.transferId, now);
      await step.emit({ type: 'commitment.released', backerId: hold.backerId, currency: hold.currency, amount: hold.amount, deal });
      const stillIn = await commitmentsRepository.hasOtherCommitted(tx, deal.id, actor.sub, hold.id);
      await dealsRepository.giveBackRoom(tx, deal.id, hold.amount, !stillIn, now);
      await step.emit(
        noticeTo(step, deal.proposerId, {
          title: msg('Commitment cancelled'),
          message: msg('A backer cancelled {amount} committed to {deal}.'),
          values: { amount: moneyWhole(hold.amount, deal.currency), deal: property.title },
          onlyIf: 'deal_alerts',
        }),
      );
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'commitment.cancelled', subjectType: 'commitment', subjectId: hold.id });
      return toCommitment(moved, deal, this.#campaign.cancelCutoffMs);
    });
  }

  /** A backer's answer to an extension: stay in, or take the money back now. */
  async answerExtension(actor: Actor, commitmentId: string, consent: boolean): Promise<Commitment> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const { hold, deal, property } = await this.#ownCommitment(tx, actor, commitmentId);
      if (hold.status !== 'committed' || deal.lifecycle !== 'live' || !deal.extended) {
        throw new DomainError('no_extension_pending', 'There is no extension awaiting your answer on this commitment.');
      }
      if (deal.originalDeadline !== null && now >= deal.originalDeadline) {
        throw new DomainError('no_extension_pending', 'The time to answer this extension has passed.');
      }
      if (consent) {
        const row = await commitmentsRepository.setConsent(tx, hold.id, true, now);
        await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'commitment.extension_accepted', subjectType: 'commitment', subjectId: hold.id });
        return toCommitment(row!, deal, this.#campaign.cancelCutoffMs);
      }
      await commitmentsRepository.setConsent(tx, hold.id, false, now);
      await refundCommitment(step, hold, deal);
      const stillIn = await commitmentsRepository.hasOtherCommitted(tx, deal.id, actor.sub, hold.id);
      await dealsRepository.giveBackRoom(tx, deal.id, hold.amount, !stillIn, now);
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'commitment.extension_declined', subjectType: 'commitment', subjectId: hold.id });
      await step.emit(
        noticeTo(step, actor.sub, {
          title: msg('Refund made'),
          message: msg('You chose to leave {deal} after its extension; {amount} is back in your wallet.'),
          values: { deal: property.title, amount: moneyWhole(hold.amount, deal.currency) },
        }),
      );
      const row = await commitmentsRepository.find(tx, hold.id);
      return toCommitment(row!, deal, this.#campaign.cancelCutoffMs);
    });
  }

  /** Holdings by deal and totals per currency, from the backer's commitments, with the income each deal paid (net of tax). */
  async portfolio(actor: Actor): Promise<Portfolio> {
    const rows = await portfolioRepository.holdings(this.#db, actor.sub);
    const totals = new Map<Currency, { committed: bigint; funded: bigint; refunded: bigint }>();
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
        amount: amountToJson(amount),
        currency: row.currency,
        status,
        deal_lifecycle: row.lifecycle,
        deadline: row.deadline?.toISOString() ?? null,
        projected_roi_bps: row.projectedRoiBps,
        projected_return: amountToJson((atWork * BigInt(row.projectedRoiBps)) / 10_000n),
        received_return: amountToJson(row.receivedNet),
      };
    });
    return {
      holdings,
      totals: [...totals].map(([currency, total]) => ({
        currency,
        committed: amountToJson(total.committed),
        funded: amountToJson(total.funded),
        refunded: amountToJson(total.refunded),
      })),
    };
  }

  async #ownCommitment(tx: Db, actor: Actor, commitmentId: string) {
    // Lock the deal first, as every step on a deal does, then read the commitment under that lock.
    const found = await dealsRepository.lockOfCommitment(tx, commitmentId);
    const hold = found ? await commitmentsRepository.find(tx, commitmentId) : undefined;
    if (!found || !hold || !canSeeCommitment(actor, hold)) throw new DomainError('not_found', COMMITMENT_NOT_FOUND);
    return { hold, deal: found.deal, property: found.property };
  }
}

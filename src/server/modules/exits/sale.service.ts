import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExitCompletion, ExitCompletionInput, ExitProposal, ExitProposalInput, ExitProposalList, VoteInput } from '../../../shared/contracts/exits.ts';
import { REPORT_MAX_BYTES } from '../../../shared/contracts/holdings.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow, ExitProposalRow, ExitVoteRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import type { ReadPart, UploadStore } from '../../lib/upload-store.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import type { NoticesDue } from '../../steps/domain-events.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { approvedCapitalReturn } from '../distributions/index.ts';
import { faceValuesAt, holdersOf, lockedUnits, redeemUnits } from '../holdings/index.ts';
import { accountKeys, lockAccountsOf, transfer } from '../ledger/index.ts';
import { suspendOpenWindow } from './release.ts';
import { saleRepository } from './sale.repository.ts';
import { tallyVote } from './vote.ts';

/** The close job: one per open vote (keyed by the proposal), due at its close. */
export const CLOSE_VOTE_JOB = 'exits.close-vote';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');
const NO_SUCH_PROPOSAL = msg('There is no such sale proposal.');
const VOTE_CLOSED = msg('This vote is closed: it was decided or its time is up.');
/** The final distribution's only line. */
const SALE_LABEL = 'Sale of the property';

type Found = NonNullable<Awaited<ReturnType<typeof dealsRepository.find>>>;

/** Deals whose sale proposals are read: funded, and exited (sold). */
const SOLD_OR_HELD = new Set<DealRow['lifecycle']>(['funded', 'exited']);

/**
 * Selling the property (after-funding.md §5): the proposer proposes a sale and the holders vote on
 * it for EXIT_VOTE_DURATION, weighted by the face value each held when the vote opened (no exit
 * window trades while it is open: opening suspends an open one). A vote passes as soon as holders
 * of more than half the face value said yes and fails as soon as holders of half or more said no,
 * or at the close; each decision is a conditional update under the proposal's row lock, so it is
 * made once. Once the proceeds arrive the admin completes the sale in one step: the final
 * distribution (return of capital first, then capital gain) shared by the face value held when the
 * vote opened, every holder's units redeemed, and the deal `exited`.
 */
export class SaleService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #jobs: JobQueue;
  readonly #store: UploadStore;
  readonly #voteDurationMs: number;

  constructor(db: Db, clock: Clock, jobs: JobQueue, store: UploadStore, voteDurationMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.#jobs = jobs;
    this.#store = store;
    this.#voteDurationMs = voteDurationMs;
  }

  /** The proposer proposes a sale of its funded deal: the vote opens now, the open exit window (if any) is suspended. */
  async propose(actor: Actor, dealId: string, input: ExitProposalInput): Promise<ExitProposal> {
    const found = await this.#ownDeal(actor, dealId);
    return runStep(this.#db, this.#clock, async (step) => {
      // The deal's row serializes proposals and the completion of a sale.
      const deal = await dealsRepository.lock(step.tx, found.deal.id);
      if (deal?.lifecycle !== 'funded') throw notFunded();
      if (await saleRepository.openOf(step.tx, deal.id)) throw new DomainError('vote_open', msg('A vote on a sale of this deal is open already.'));
      const holders = await holdersOf(step.tx, deal.id);
      const total = holders.reduce((sum, holder) => sum + holder.faceValue, 0n);
      const created = await saleRepository.insert(step.tx, {
        dealId: deal.id,
        proposerId: actor.sub,
        salePrice: BigInt(input.sale_price),
        costs: BigInt(input.costs),
        expectedOn: input.expected_on,
        note: input.note,
        faceValueTotal: total,
        opensAt: step.now,
        closesAt: new Date(step.now.getTime() + this.#voteDurationMs),
        createdAt: step.now,
      });
      // Another sale passed and waits for its proceeds (the one-passed index), or a vote opened meanwhile.
      if (!created) throw new DomainError('vote_open', msg('A vote on a sale of this deal is open already.'));
      const suspended = await suspendOpenWindow(step, deal.id);
      await this.#jobs.schedule(CLOSE_VOTE_JOB, created.id, created.closesAt, undefined, { db: step.tx });
      await step.emit({
        type: 'notices.due',
        notices: holders.map((holder) => ({
          userId: holder.holderId,
          title: msg('Vote on a sale'),
          message: msg('The sponsor of {deal} proposes to sell the property for {price}. Vote yes or no on its page; the vote is weighted by your face value.'),
          values: { deal: found.property.title, price: money(created.salePrice, deal.currency) },
          createdAt: step.now,
        })),
      });
      await step.emit(saleAction(actor.sub, 'exit.proposed', created, { sale_price: created.salePrice, face_value_total: total, suspended_window: suspended }));
      return toProposal(created, deal.currency, [], null);
    });
  }

  /** The buyer's offer as a PDF, by the proposal's proposer while its vote is open; it replaces an earlier one. */
  async attachOffer(actor: Actor, proposalId: string, readPart: ReadPart): Promise<{ url: string }> {
    const proposal = await this.#proposal(this.#db, proposalId);
    if (proposal.proposerId !== actor.sub) throw new DomainError('forbidden', msg('Only the proposer of this sale may add its offer.'));
    if (proposal.status !== 'open') throw new DomainError('vote_closed', VOTE_CLOSED);
    const received = await this.#store.receivePart(readPart, REPORT_MAX_BYTES);
    let kept: string | undefined;
    try {
      if (!(await this.#store.isPdf(received.path))) throw new DomainError('unsupported_media_type', msg('The file is not a PDF document.'));
      return await runStep(this.#db, this.#clock, async (step) => {
        const locked = await this.#proposal(step.tx, proposal.id, true);
        const file = path.join('offers', locked.dealId, `${randomUUID()}.pdf`);
        const url = offerUrl(locked.id);
        if (!(await saleRepository.setOffer(step.tx, locked.id, { url, file }))) throw new DomainError('vote_closed', VOTE_CLOSED);
        await this.#store.keepDocument(received, file);
        kept = file;
        await step.emit(saleAction(actor.sub, 'exit.offer_added', locked, { bytes: received.bytes }));
        const replaced = locked.offerFile;
        if (replaced) step.afterCommit(() => this.#store.discard(this.#store.absolute(replaced)));
        return { url };
      });
    } catch (error) {
      if (kept) await this.#store.discard(this.#store.absolute(kept));
      throw error;
    } finally {
      await this.#store.discard(received.path);
    }
  }

  /** The offer to download: public, as the proposals are. */
  async offer(proposalId: string): Promise<{ name: string; bytes: number; stream: ReadStream }> {
    const proposal = await this.#proposal(this.#db, proposalId);
    if (!proposal.offerFile) throw new DomainError('not_found', msg('This sale proposal has no offer.'));
    const file = this.#store.absolute(proposal.offerFile);
    const { size } = await stat(file);
    return { name: `offer-${proposal.id.slice(0, 8)}.pdf`, bytes: size, stream: createReadStream(file) };
  }

  /**
   * A holder's vote (a holder when the vote opened; 403 for anyone else), changed in place until the
   * vote is decided; the vote is decided in the same step when it settles the outcome.
   */
  async vote(actor: Actor, proposalId: string, input: VoteInput): Promise<ExitProposal> {
    const proposal = await this.#proposal(this.#db, proposalId);
    const weight = (await faceValuesAt(this.#db, proposal.dealId, proposal.opensAt, actor.sub)).get(actor.sub);
    if (weight === undefined) throw new DomainError('forbidden', msg('Only those who held this deal when the vote opened may vote.'));
    const found = (await dealsRepository.find(this.#db, proposal.dealId))!;
    return runStep(this.#db, this.#clock, async (step) => {
      // Votes on one proposal take its row one at a time: the tally each reads includes every earlier vote.
      const locked = await this.#proposal(step.tx, proposal.id, true);
      if (locked.status !== 'open' || step.now >= locked.closesAt) throw new DomainError('vote_closed', VOTE_CLOSED);
      await saleRepository.vote(step.tx, { proposalId: locked.id, holderId: actor.sub, weight, vote: input.vote, votedAt: step.now });
      const votes = await saleRepository.votes(step.tx, [locked.id]);
      const tally = tallyVote(locked.faceValueTotal, votes, false);
      const decided = tally.outcome === 'open' ? locked : await this.#decide(step, locked, tally.outcome, found, votes);
      await step.emit(saleAction(actor.sub, 'exit.voted', locked, { vote: input.vote, weight }));
      return toProposal(decided, found.deal.currency, votes, actor.sub, weight);
    });
  }

  /** A deal's proposals, newest first, with their tallies; the caller's vote and weight where it held the deal when a vote opened. */
  async list(actor: Actor | undefined, dealId: string): Promise<ExitProposalList> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal) || !SOLD_OR_HELD.has(found.deal.lifecycle)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    const rows = await saleRepository.ofDeal(this.#db, found.deal.id);
    const votes = await saleRepository.votes(
      this.#db,
      rows.map((row) => row.id),
    );
    const items: ExitProposal[] = [];
    for (const row of rows) {
      const weight = actor ? (await faceValuesAt(this.#db, row.dealId, row.opensAt, actor.sub)).get(actor.sub) : undefined;
      items.push(
        toProposal(
          row,
          found.deal.currency,
          votes.filter((vote) => vote.proposalId === row.id),
          actor?.sub ?? null,
          weight,
        ),
      );
    }
    return { items };
  }

  /**
   * The admin confirms the proceeds of a passed sale received, in one step: bank → the deal's
   * distribution account, an approved final distribution (return of capital up to the face value
   * that voted, the rest capital gain) shared by the face value held when the vote opened and paid
   * by the job, every holder's units redeemed, the deal `exited`, the proposal `completed`.
   */
  async complete(actor: Actor, proposalId: string, input: ExitCompletionInput): Promise<ExitCompletion> {
    const proceeds = BigInt(input.proceeds);
    const proposal = await this.#proposal(this.#db, proposalId);
    return runStep(this.#db, this.#clock, async (step) => {
      const deal = await dealsRepository.lock(step.tx, proposal.dealId);
      const locked = await this.#proposal(step.tx, proposal.id, true);
      if (locked.status !== 'passed' || deal?.lifecycle !== 'funded') {
        throw new DomainError('wrong_status', msg('Only a sale whose vote passed, and not completed yet, can be completed.'));
      }
      if ((await lockedUnits(step.tx, deal.id)) > 0n) {
        throw new DomainError('wrong_status', msg('An exit window of this deal is still settling: complete the sale once it has settled.'));
      }
      const returnOfCapital = proceeds < locked.faceValueTotal ? proceeds : locked.faceValueTotal;
      const distribution = await approvedCapitalReturn(step, this.#jobs, {
        deal,
        returnOfCapital,
        capitalGain: proceeds - returnOfCapital,
        sharesAt: locked.opensAt,
        adminId: actor.sub,
        label: SALE_LABEL,
        fund: async (distributionAccount, reference) => {
          const bank = accountKeys.bank(deal.currency);
          await lockAccountsOf(step.tx, [bank, distributionAccount]);
          await transfer(step.tx, {
            debit: bank,
            credit: distributionAccount,
            amount: proceeds,
            kind: 'distribution_funding',
            reference,
            pending: false,
            at: step.now,
          });
        },
      });
      const redeemed = await redeemUnits(step.tx, deal.id, locked.id, step.now);
      await dealsRepository.exit(step.tx, deal.id, step.now);
      const completed = (await saleRepository.complete(step.tx, locked.id, {
        proceeds,
        distributionId: distribution.id,
        completedBy: actor.sub,
        completedAt: step.now,
      }))!;
      const title = (await dealsRepository.find(step.tx, deal.id))!.property.title;
      await step.emit({
        type: 'notices.due',
        notices: [...new Set([...redeemed.map((holder) => holder.holderId), deal.proposerId])].map((userId) => ({
          userId,
          title: msg('Property sold'),
          message: msg('{deal} was sold: {proceeds} arrived and is paid to the holders as the final distribution. The deal has exited.'),
          values: { deal: title, proceeds: money(proceeds, deal.currency) },
          createdAt: step.now,
        })),
      });
      await step.emit(
        saleAction(actor.sub, 'exit.completed', completed, {
          proceeds,
          distribution_id: distribution.id,
          redeemed: redeemed.reduce((sum, holder) => sum + holder.faceValue, 0n),
        }),
      );
      return {
        distribution_id: distribution.id,
        proceeds: amountToJson(proceeds),
        return_of_capital: amountToJson(returnOfCapital),
        capital_gain: amountToJson(proceeds - returnOfCapital),
        currency: deal.currency,
      };
    });
  }

  /**
   * The close job (and the seed): decides a vote still open once its close has come, passed with a
   * majority of yes, failed otherwise. Answers the outcome, or null when there was nothing to decide.
   */
  async closeVote(proposalId: string): Promise<'passed' | 'failed' | null> {
    return runStep(this.#db, this.#clock, async (step) => {
      const locked = await saleRepository.find(step.tx, proposalId, true);
      if (locked?.status !== 'open' || step.now < locked.closesAt) return null;
      const votes = await saleRepository.votes(step.tx, [locked.id]);
      const { outcome } = tallyVote(locked.faceValueTotal, votes, true);
      if (outcome === 'open') return null;
      const found = (await dealsRepository.find(step.tx, locked.dealId))!;
      await this.#decide(step, locked, outcome, found, votes);
      return outcome;
    });
  }

  /** The start-up sweep: every open vote's close job, scheduled again (a lost job would leave it open). */
  async scheduleOpen(): Promise<void> {
    for (const { id, closesAt } of await saleRepository.open(this.#db)) await this.#jobs.schedule(CLOSE_VOTE_JOB, id, closesAt);
  }

  /** Decides the vote (a conditional update from open) and tells the holders who held when it opened and the proposer. */
  async #decide(step: Step, proposal: ExitProposalRow, outcome: 'passed' | 'failed', found: Found, votes: ExitVoteRow[]): Promise<ExitProposalRow> {
    const decided = await saleRepository.decide(step.tx, proposal.id, outcome, step.now);
    // Under the row lock the proposal was open, so the update decides it.
    if (!decided) throw new Error('An open vote, locked, could not be decided.');
    await this.#jobs.cancel(CLOSE_VOTE_JOB, proposal.id, { db: step.tx });
    const holders = await faceValuesAt(step.tx, proposal.dealId, proposal.opensAt);
    const tally = tallyVote(proposal.faceValueTotal, votes, true);
    const notice: Omit<NoticesDue['notices'][number], 'userId'> =
      outcome === 'passed'
        ? {
            title: msg('Sale approved'),
            message: msg(
              'The holders of {deal} voted to sell the property ({yes} of {total} said yes). The final distribution follows once the proceeds arrive.',
            ),
            values: { deal: found.property.title, yes: money(tally.yes, found.deal.currency), total: money(tally.total, found.deal.currency) },
            createdAt: step.now,
          }
        : {
            title: msg('Sale rejected'),
            message: msg('The proposed sale of {deal} did not pass ({yes} of {total} said yes). The deal goes on as before.'),
            values: { deal: found.property.title, yes: money(tally.yes, found.deal.currency), total: money(tally.total, found.deal.currency) },
            createdAt: step.now,
          };
    await step.emit({ type: 'notices.due', notices: [...new Set([...holders.keys(), proposal.proposerId])].map((userId) => ({ userId, ...notice })) });
    await step.emit(saleAction(null, outcome === 'passed' ? 'exit.passed' : 'exit.failed', decided, { yes: tally.yes, no: tally.no, total: tally.total }));
    return decided;
  }

  /** The proposer's own funded deal: 404 for a deal it may not see, 403 for another's, 409 before funding or once exited. */
  async #ownDeal(actor: Actor, dealId: string): Promise<Found> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    if (actor.role !== 'proposer' || !canManageDeal(actor, found.deal))
      throw new DomainError('forbidden', msg("Only the deal's proposer may propose its sale."));
    if (found.deal.lifecycle !== 'funded') throw notFunded();
    return found;
  }

  async #proposal(db: Db, id: string, lock = false): Promise<ExitProposalRow> {
    const row = await saleRepository.find(db, id, lock);
    if (!row) throw new DomainError('not_found', NO_SUCH_PROPOSAL);
    return row;
  }
}

function notFunded(): DomainError {
  return new DomainError('deal_not_funded', msg('Only a funded deal, not sold yet, can be proposed for sale.'));
}

/** Where a proposal's offer downloads. */
function offerUrl(proposalId: string): string {
  return `/api/exit-proposals/${proposalId}/offer`;
}

function saleAction(actorId: string | null, action: string, proposal: ExitProposalRow, after: Record<string, unknown>) {
  return {
    type: 'action.taken' as const,
    actorId,
    action,
    subjectType: 'exit_proposal',
    subjectId: proposal.id,
    after: { deal_id: proposal.dealId, ...after },
  };
}

const bps = (part: bigint, total: bigint) => (total === 0n ? 0 : Number((part * 10_000n) / total));

function toProposal(row: ExitProposalRow, currency: string, votes: ExitVoteRow[], viewerId: string | null, weight?: bigint): ExitProposal {
  const tally = tallyVote(row.faceValueTotal, votes, false);
  const mine = viewerId ? votes.find((vote) => vote.holderId === viewerId) : undefined;
  return {
    id: row.id,
    deal_id: row.dealId,
    currency,
    sale_price: amountToJson(row.salePrice),
    costs: amountToJson(row.costs),
    net_proceeds: amountToJson(row.salePrice - row.costs),
    expected_on: row.expectedOn,
    note: row.note,
    offer_url: row.offerUrl,
    status: row.status,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    tally: {
      yes: amountToJson(tally.yes),
      no: amountToJson(tally.no),
      total: amountToJson(tally.total),
      yes_bps: bps(tally.yes, tally.total),
      no_bps: bps(tally.no, tally.total),
    },
    my_vote: mine?.vote ?? null,
    my_weight: weight === undefined ? null : amountToJson(weight),
    proceeds: row.proceeds === null ? null : amountToJson(row.proceeds),
    distribution_id: row.distributionId,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

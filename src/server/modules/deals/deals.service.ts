import { randomUUID } from 'node:crypto';
import type { Deal, DealList, DealListQuery } from '../../../shared/contracts/deals.ts';
import type { DealBackers, DealCreateInput, DealInput } from '../../../shared/contracts/deal-workflow.ts';
import { editRight, lockedFieldsIn, termProblems } from '../../../shared/deal-rules.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { formatMoneyWhole } from '../../../shared/money-format.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { formatInstantIn } from '../../lib/instant-text.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { commitmentsRepository } from '../commitments/index.ts';
import { describeDuration } from '../../lib/duration-text.ts';
import { settingsOf } from '../me/index.ts';
import { userAccounts } from '../users/index.ts';
import { dealUploadsRepository } from './deal-uploads.repository.ts';
import { changesOf, EMPTY_AGENT, missingFields, type Problem } from './deal-rules.ts';
import { toCommitment, toDeal } from './deal-view.ts';
import { dealsRepository, type DealWithListing } from './deals.repository.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');

function invalid(problems: Problem[], code: ErrorCode = 'invalid_request'): DomainError {
  return new DomainError(code, problems[0]!.message, { errors: problems, values: problems[0]!.values });
}

/** When a deal's deadlines fall, the scheduled work is told (the job queue, or nothing in tests that run it by hand). */
export interface DealSchedule {
  deadlinesSet(tx: Db, dealId: string, deadlines: { close: Date; consentRefunds?: Date }): Promise<void>;
  /** The deal went live: its matching backers are alerted and auto-invested after the transaction. */
  published(tx: Db, dealId: string): Promise<void>;
}

/** No scheduled work: for steps replayed where no job queue runs (the demo history, tests that drive services directly). */
export const UNSCHEDULED: DealSchedule = { deadlinesSet: async () => {}, published: async () => {} };

/** The latest valuation's price of each of these deals that has one (the holdings module's, passed in by app.ts: holdings build on deals). */
export type LatestPrices = (db: Db, dealIds: string[]) => Promise<Map<string, number>>;

/** Reading deals, and the campaign steps of their proposer: publish and extend. */
export class DealsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #campaign: CampaignConfig;
  readonly #schedule: DealSchedule;
  readonly #latestPrices: LatestPrices;

  constructor(options: { db: Db; clock: Clock; campaign: CampaignConfig; schedule: DealSchedule; latestPrices: LatestPrices }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#campaign = options.campaign;
    this.#schedule = options.schedule;
    this.#latestPrices = options.latestPrices;
  }

  async get(actor: Actor | undefined, id: string): Promise<Deal> {
    const found = await this.#visible(this.#db, actor, id);
    return this.#view(this.#db, actor, found);
  }

  /** Live Deals, or with `mine=true` the caller's own deals in every lifecycle. */
  async list(actor: Actor, query: DealListQuery): Promise<DealList> {
    const { rows, total } =
      query.mine === 'true' ? await dealsRepository.listOfProposer(this.#db, actor.sub, query) : await dealsRepository.list(this.#db, query);
    return { total, page: query.page, page_size: query.page_size, items: await this.#views(this.#db, actor, rows) };
  }

  /** An approved deal goes live: listed now, closing CAMPAIGN_DURATION later. */
  async publish(actor: Actor, id: string): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx } = step;
      const found = await this.#visible(tx, actor, id);
      if (!canManageDeal(actor, found.deal) || actor.role !== 'proposer') {
        throw new DomainError('forbidden', "Only the deal's proposer can publish it.");
      }
      const deal = await dealsRepository.lock(tx, id);
      if (deal?.lifecycle !== 'approved') throw new DomainError('deal_not_approved', 'Only an approved deal can be published.');
      const live = await this.goLive(step, actor, deal);
      return this.#view(tx, actor, { ...found, deal: live });
    });
  }

  /**
   * Puts an approved deal (its row locked by the caller's step) live: deadline from the step's
   * instant, its jobs scheduled, its property listed, the event told (totals, audit log). The
   * proposer's Publish and an approval under `autoPublish` both come here.
   */
  async goLive(step: Step, actor: Actor, deal: DealRow): Promise<DealRow> {
    const { tx, now } = step;
    const deadline = new Date(now.getTime() + this.#campaign.durationMs);
    const live = await dealsRepository.update(tx, deal.id, { lifecycle: 'live', listedAt: now, deadline, originalDeadline: deadline, updatedAt: now });
    await dealsRepository.listProperty(tx, deal.propertyId, now);
    await this.#schedule.deadlinesSet(tx, deal.id, { close: deadline });
    await this.#schedule.published(tx, deal.id);
    await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'deal.published', subjectType: 'deal', subjectId: deal.id, after: { deadline } });
    await step.emit({ type: 'deal.went_live', deal });
    return live!;
  }

  /**
   * A new draft: whatever the form holds so far. A proposer's is their own; the admin's is for the
   * proposer it names, who is told and owns it from then on (submits, publishes, extends).
   */
  async create(actor: Actor, { proposer_id: namedProposer, ...input }: DealCreateInput): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const proposerId = await this.#ownerOfNewDeal(tx, actor, namedProposer);
      const { deal, property } = changesOf(input);
      const currency = deal.currency ?? 'INR';
      const draft = {
        campaignType: 'buy_n_hold' as const,
        assetClass: '',
        currency,
        target: 0n,
        minimumTicket: 0n,
        maximumPerBacker: null,
        projectedRoiBps: 0,
        holdingPeriodMonths: 0,
        projection: [],
        ...deal,
        proposerId,
        createdAt: now,
        updatedAt: now,
      };
      await this.#checkTerms(tx, proposerId, draft);
      const created = await dealsRepository.insertDraft(
        tx,
        {
          id: randomUUID(),
          title: '',
          description: '',
          type: '',
          location: '',
          price: 0n,
          areaSqft: 0,
          bedrooms: 0,
          bathrooms: 0,
          yearBuilt: 0,
          features: [],
          locationDescription: '',
          agent: EMPTY_AGENT,
          listedAt: now,
          ...property,
          currency,
        },
        draft,
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.created',
        subjectType: 'deal',
        subjectId: created.deal.id,
        after: { proposerId },
      });
      if (proposerId !== actor.sub) {
        await step.emit(
          noticeTo(step, proposerId, {
            title: msg('A deal was started for you'),
            message: created.property.title
              ? msg('The admin started a draft deal for you, {deal}. Complete it in My Deals and submit it for review.')
              : msg('The admin started a draft deal for you. Complete it in My Deals and submit it for review.'),
            values: { deal: created.property.title },
          }),
        );
      }
      return this.#view(tx, actor, created);
    });
  }

  /** Whose a new deal is: a proposer's own; the admin must name a proposer (only a proposer can submit and publish). */
  async #ownerOfNewDeal(db: Db, actor: Actor, proposerId: string | undefined): Promise<string> {
    if (actor.role !== 'admin') {
      if (proposerId !== undefined && proposerId !== actor.sub) throw new DomainError('forbidden', 'Only the admin chooses whose deal a new deal is.');
      return actor.sub;
    }
    if (proposerId === undefined) throw invalid([{ field: 'proposer_id', message: msg('Choose the proposer this deal is for.') }], 'proposer_required');
    const proposer = await userAccounts.findById(db, proposerId);
    if (proposer?.role !== 'proposer') throw invalid([{ field: 'proposer_id', message: msg('There is no proposer with this id.') }]);
    return proposer.id;
  }

  /** Edits a deal as its lifecycle allows (interfaces.md, PATCH /api/deals/:id); nested objects merge. */
  async update(actor: Actor, id: string, input: DealInput): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const found = await this.#visible(tx, actor, id);
      if (!canManageDeal(actor, found.deal)) throw new DomainError('forbidden', "Only the deal's proposer and the admin can edit it.");
      const current = (await dealsRepository.lock(tx, id))!;
      const right = editRight(actor.role === 'admin' ? 'admin' : 'proposer', current.lifecycle);
      if (right === 'nothing') {
        throw new DomainError(
          'deal_locked',
          current.lifecycle === 'rejected'
            ? msg('A rejected deal can no longer be edited.')
            : msg('This deal is under review: it can be edited again if changes are requested.'),
        );
      }
      if (right === 'listing') {
        const locked = lockedFieldsIn(input);
        if (locked.length > 0) {
          throw new DomainError('deal_locked', 'Once live, only the listing text, features and agent card can change: the terms are locked.', {
            errors: locked.map((field) => ({ field, message: msg('Locked once the deal is live.') })),
          });
        }
      }
      const changes = changesOf(input, found.property);
      // The projection is what promised vs actual measures the sponsor against: frozen at approval,
      // even for the admin, who may otherwise still correct an approved deal.
      if (current.lifecycle === 'approved' && changes.deal.projection !== undefined && !sameProjection(changes.deal.projection, current.projection)) {
        throw new DomainError('deal_locked', msg('The projection was frozen when the deal was approved: it can no longer change.'), {
          errors: [{ field: 'projection', message: msg('Frozen at approval.') }],
        });
      }
      const next = { ...current, ...changes.deal };
      if (
        changes.deal.target !== undefined ||
        changes.deal.minimumTicket !== undefined ||
        changes.deal.maximumPerBacker !== undefined ||
        changes.deal.projection !== undefined ||
        changes.deal.drawSchedule !== undefined
      ) {
        await this.#checkTerms(tx, current.proposerId, next);
      }
      const deal = Object.keys(changes.deal).length > 0 ? (await dealsRepository.update(tx, id, { ...changes.deal, updatedAt: now }))! : current;
      const property = (await dealsRepository.updateProperty(tx, current.propertyId, changes.property))!;
      if (actor.role === 'admin' || right === 'listing') {
        await step.emit({
          type: 'action.taken',
          actorId: actor.sub,
          action: 'deal.edited',
          subjectType: 'deal',
          subjectId: id,
          before: pick(found.deal, found.property, changes),
          after: pick(deal, property, changes),
        });
      }
      return this.#view(tx, actor, { ...found, deal, property });
    });
  }

  /** Its proposer sends a complete draft (or one with the requested changes made) for review. */
  async submit(actor: Actor, id: string): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const found = await this.#visible(tx, actor, id);
      if (actor.role !== 'proposer' || !canManageDeal(actor, found.deal)) {
        throw new DomainError('forbidden', "Only the deal's proposer can submit it for review.");
      }
      const current = (await dealsRepository.lock(tx, id))!;
      if (current.lifecycle !== 'draft' && current.lifecycle !== 'changes_requested') {
        throw new DomainError('wrong_lifecycle', 'Only a draft, or a deal with changes requested, can be submitted for review.');
      }
      const missing = missingFields(current, found.property);
      if (missing.length > 0) throw invalid(missing, 'incomplete');
      await this.#checkTerms(tx, current.proposerId, current);
      const submitted = await dealsRepository.update(tx, id, {
        lifecycle: 'submitted',
        submittedAt: now,
        // A resubmission starts a new review round: the changes requested in the last are answered.
        reviewRound: current.lifecycle === 'changes_requested' ? current.reviewRound + 1 : current.reviewRound,
        updatedAt: now,
      });
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.submitted',
        subjectType: 'deal',
        subjectId: id,
        before: { lifecycle: current.lifecycle },
      });
      const resubmitted = current.lifecycle === 'changes_requested';
      for (const adminId of await userAccounts.idsWithRole(tx, 'admin')) {
        await step.emit(
          noticeTo(step, adminId, {
            title: resubmitted ? msg('Deal resubmitted for review') : msg('Deal submitted for review'),
            message: resubmitted ? msg('{deal} is back in the review queue with the requested changes made.') : msg('{deal} is waiting in the review queue.'),
            values: { deal: found.property.title },
          }),
        );
      }
      return this.#view(tx, actor, { ...found, deal: submitted! });
    });
  }

  /** The commitments to a deal with their backers' names: its proposer and the admin. */
  async backers(actor: Actor, id: string, paging: { page: number; page_size: number }): Promise<DealBackers> {
    const found = await this.#visible(this.#db, actor, id);
    if (!canManageDeal(actor, found.deal)) throw new DomainError('forbidden', "Only the deal's proposer and the admin can list its backers.");
    const { rows, total } = await dealsRepository.backers(this.#db, id, paging);
    return {
      total,
      page: paging.page,
      page_size: paging.page_size,
      items: rows.map((row) => {
        const commitment = toCommitment(row.commitment, found.deal, this.#campaign.cancelCutoffMs);
        return {
          commitment_id: commitment.id,
          backer_id: row.commitment.backerId,
          name: `${row.firstName} ${row.lastName}`.trim(),
          amount: commitment.amount,
          currency: commitment.currency,
          status: commitment.status,
          extension_consent: commitment.extension_consent,
          created_at: commitment.created_at,
        };
      }),
    };
  }

  /** A deal its caller may see, with its whole property; 404 otherwise. */
  async visible(db: Db, actor: Actor | undefined, id: string): Promise<DealWithListing> {
    return this.#visible(db, actor, id);
  }

  /** The deal's answer for `actor`. */
  async view(db: Db, actor: Actor | undefined, found: DealWithListing): Promise<Deal> {
    return this.#view(db, actor, found);
  }

  /** The proposer's settings bound the terms; the terms must agree with each other (422). */
  async #checkTerms(
    db: Db,
    proposerId: string,
    terms: Pick<DealRow, 'target' | 'minimumTicket' | 'maximumPerBacker' | 'projection'> & Partial<Pick<DealRow, 'drawSchedule'>>,
  ): Promise<void> {
    const proposer = await userAccounts.findById(db, proposerId);
    const settings = settingsOf({ role: 'proposer', settings: proposer?.settings });
    const quarters = terms.projection.map((entry) => entry.quarter);
    const problems = termProblems({ ...terms, quarters, drawShares: terms.drawSchedule?.map((milestone) => milestone.shareBps) }, settings);
    if (problems.length > 0) throw invalid(problems);
  }

  /**
   * Once, while live, the proposer moves the deadline by EXTENSION_DURATION. Every backer is asked
   * to stay in; whoever has not said yes by the original deadline is refunded then.
   */
  async extend(actor: Actor, id: string): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const found = await this.#visible(tx, actor, id);
      if (actor.role !== 'proposer' || !canManageDeal(actor, found.deal)) {
        throw new DomainError('forbidden', "Only the deal's proposer can extend its campaign.");
      }
      const deal = (await dealsRepository.lock(tx, id))!;
      if (deal.lifecycle !== 'live' || deal.deadline === null || deal.deadline <= now) {
        throw new DomainError('deal_not_open', 'Only a live campaign can be extended.');
      }
      if (deal.extended) throw new DomainError('already_extended', 'This campaign has already been extended once.');
      const deadline = new Date(deal.deadline.getTime() + this.#campaign.extensionMs);
      const extended = await dealsRepository.update(tx, id, { deadline, extended: true, updatedAt: now });
      await this.#schedule.deadlinesSet(tx, id, { close: deadline, consentRefunds: deal.deadline });
      const holds = await commitmentsRepository.committedTo(tx, id);
      const title = found.property.title;
      for (const backerId of new Set(holds.map((hold) => hold.backerId))) {
        // The original deadline to the minute, in the backer's time zone: a short campaign's day alone misleads.
        const backer = await userAccounts.findById(tx, backerId);
        const timezone = backer ? settingsOf(backer).timezone : 'UTC+0';
        const { extensionMs } = this.#campaign;
        const originalDeadline = deal.deadline;
        await step.emit(
          noticeTo(step, backerId, {
            title: msg('Extension requested'),
            message: msg(
              '{deal} has asked for {duration} more to reach its target. Confirm in your portfolio that you stay in, or take your money back now; without an answer by {answerBy} it is refunded.',
            ),
            values: {
              deal: title,
              duration: (language) => describeDuration(extensionMs, language),
              answerBy: (language) => formatInstantIn(originalDeadline, timezone, language),
            },
          }),
        );
      }
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.extended',
        subjectType: 'deal',
        subjectId: id,
        before: { deadline: deal.deadline },
        after: { deadline, raised: formatMoneyWhole(deal.raised, deal.currency) },
      });
      return this.#view(tx, actor, { ...found, deal: extended! });
    });
  }

  async #visible(db: Db, actor: Actor | undefined, id: string): Promise<DealWithListing> {
    const found = await dealsRepository.findWithListing(db, id);
    if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    return found;
  }

  async #view(db: Db, actor: Actor | undefined, found: DealWithListing): Promise<Deal> {
    const [view] = await this.#views(db, actor, [found]);
    return view!;
  }

  /**
   * The deals as this actor sees them: reviews and documents where the actor manages the deal, a
   * backer's own commitments, the photos, a funded deal's latest price. Six queries at most, whatever the number of deals (a page of Live Deals).
   */
  async #views(db: Db, actor: Actor | undefined, found: DealWithListing[]): Promise<Deal[]> {
    const managed = actor ? found.filter(({ deal }) => canManageDeal(actor, deal)).map(({ deal }) => deal.id) : [];
    const ids = found.map(({ deal }) => deal.id);
    const reviews = await dealsRepository.reviewsOf(db, managed);
    const mine = actor?.role === 'backer' ? await commitmentsRepository.ofBackerInDeals(db, ids, actor.sub) : [];
    const photos = await dealUploadsRepository.photosOf(db, ids);
    const documents = await dealUploadsRepository.documentsOf(db, managed);
    const funded = found.filter(({ deal }) => deal.lifecycle === 'funded').map(({ deal }) => deal.id);
    // Asked even for none: a page sends the same statements whatever deals it holds.
    const prices = await this.#latestPrices(db, funded);
    const of = <Row extends { dealId: string }>(rows: Row[], dealId: string) => rows.filter((row) => row.dealId === dealId);
    return found.map((row) =>
      toDeal(
        row,
        of(reviews, row.deal.id),
        of(mine, row.deal.id),
        this.#campaign,
        { photos: of(photos, row.deal.id), documents: of(documents, row.deal.id) },
        managed.includes(row.deal.id),
        prices.get(row.deal.id) ?? null,
      ),
    );
  }
}

/** The same quarters and amounts in the same order (jsonb does not keep an entry's key order, so no JSON text comparison). */
function sameProjection(a: DealRow['projection'], b: DealRow['projection']): boolean {
  return a.length === b.length && a.every((entry, index) => entry.quarter === b[index]!.quarter && entry.amount === b[index]!.amount);
}

/** The changed fields' values, for the audit log's before and after. */
function pick(deal: DealRow, property: DealWithListing['property'], changes: ReturnType<typeof changesOf>): Record<string, unknown> {
  return {
    ...Object.fromEntries(Object.keys(changes.deal).map((key) => [key, deal[key as keyof DealRow]])),
    ...Object.fromEntries(Object.keys(changes.property).map((key) => [`property.${key}`, property[key as keyof typeof property]])),
  };
}

import type { Deal } from '../../../shared/contracts/deals.ts';
import { MAX_PAST_DEALS, type DealProposer, type ReviewQueue, type ReviewQueueQuery, type ReviewRequest } from '../../../shared/contracts/deal-workflow.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository, type DealsService } from '../deals/index.ts';
import { settingsOf } from '../me/index.ts';
import { userAccounts } from '../users/index.ts';

const STAGES = ['documents', 'valuation', 'legal'] as const;

/** A stage in a list of stages. */
const STAGE_NAMES = { documents: msg('documents'), valuation: msg('valuation'), legal: msg('legal') } as const;

/** The proposer's notice of a stage's decision, by decision; `{comment}` is the admin's, after a space, or nothing. */
const DECISION_NOTICE = {
  pass: {
    title: msg('Review stage passed'),
    message: msg('The {stage, select, documents {documents} valuation {valuation} other {legal}} review of {deal} passed.{comment}'),
  },
  changes_requested: {
    title: msg('Changes requested'),
    message: msg(
      'The {stage, select, documents {documents} valuation {valuation} other {legal}} review of {deal} needs changes.{comment} Edit the deal and submit it again.',
    ),
  },
  reject: {
    title: msg('Deal rejected'),
    message: msg('The {stage, select, documents {documents} valuation {valuation} other {legal}} review of {deal} was rejected.{comment}'),
  },
} as const;

/** The admin's side of a deal's review (platform.md §2): the queue, a decision per stage, approval. */
export class ReviewsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #deals: DealsService;

  constructor(options: { db: Db; clock: Clock; deals: DealsService }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#deals = options.deals;
  }

  /** Deals in one lifecycle (submitted: the review queue), the longest waiting first, with how long. */
  async queue(actor: Actor, query: ReviewQueueQuery): Promise<ReviewQueue> {
    const { rows, total } = await dealsRepository.listInLifecycle(this.#db, query.lifecycle ?? 'submitted', query);
    const now = this.#clock.now().getTime();
    const items = [];
    for (const row of rows) {
      const deal = await this.#deals.view(this.#db, actor, row);
      items.push({ ...deal, waiting_ms: row.deal.submittedAt ? Math.max(0, now - row.deal.submittedAt.getTime()) : null });
    }
    return { total, page: query.page, page_size: query.page_size, items };
  }

  /** Who proposes the deal (name, e-mail) and how their other deals have gone, for the review page. */
  async proposer(actor: Actor, id: string): Promise<DealProposer> {
    const { deal } = await this.#deals.visible(this.#db, actor, id);
    const user = await userAccounts.findById(this.#db, deal.proposerId);
    if (!user) throw new DomainError('not_found', 'The proposer of this deal has no account any more.');
    const past = await dealsRepository.pastOfProposer(this.#db, user.id, deal.id, MAX_PAST_DEALS);
    return {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      past_deals: past.rows.map((row) => ({
        id: row.id,
        title: row.title,
        lifecycle: row.lifecycle,
        currency: row.currency,
        raised: amountToJson(row.raised),
        target: amountToJson(row.target),
        created_at: row.createdAt.toISOString(),
      })),
      past_deals_total: past.total,
    };
  }

  /**
   * One stage's decision on a submitted deal. Changes requested send it back to its proposer, a
   * rejection ends it; the proposer is told of each decision.
   */
  async review(actor: Actor, id: string, request: ReviewRequest): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const found = await this.#deals.visible(tx, actor, id);
      const deal = (await dealsRepository.lock(tx, id))!;
      if (deal.lifecycle !== 'submitted') throw new DomainError('wrong_lifecycle', 'Only a deal submitted for review can be reviewed.');
      const comment = request.comment ?? '';
      await dealsRepository.insertReview(tx, {
        dealId: id,
        stage: request.stage,
        decision: request.decision,
        comment,
        round: deal.reviewRound,
        reviewerId: actor.sub,
        createdAt: now,
      });
      const lifecycle = request.decision === 'changes_requested' ? 'changes_requested' : request.decision === 'reject' ? 'rejected' : deal.lifecycle;
      const updated = lifecycle === deal.lifecycle ? deal : (await dealsRepository.update(tx, id, { lifecycle, updatedAt: now }))!;
      const title = found.property.title;
      await step.emit(
        noticeTo(step, deal.proposerId, {
          ...DECISION_NOTICE[request.decision],
          values: { stage: request.stage, deal: title, comment: comment ? ` ${comment}` : '' },
        }),
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.reviewed',
        subjectType: 'deal',
        subjectId: id,
        before: { lifecycle: deal.lifecycle },
        after: { stage: request.stage, decision: request.decision, comment, round: deal.reviewRound, lifecycle },
      });
      return this.#deals.view(tx, actor, { ...found, deal: updated });
    });
  }

  /**
   * A submitted deal whose three stages all passed in this round is approved; it goes live at once
   * when its proposer has `autoPublish` on.
   */
  async approve(actor: Actor, id: string): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const found = await this.#deals.visible(tx, actor, id);
      const deal = (await dealsRepository.lock(tx, id))!;
      if (deal.lifecycle !== 'submitted') throw new DomainError('wrong_lifecycle', 'Only a deal submitted for review can be approved.');
      const latest = new Map<string, string>();
      for (const review of await dealsRepository.reviews(tx, id, deal.reviewRound)) latest.set(review.stage, review.decision);
      const open = STAGES.filter((stage) => latest.get(stage) !== 'pass');
      if (open.length > 0) {
        throw new DomainError('reviews_incomplete', 'Every review stage must pass first: {stages} {count, plural, one {has} other {have}} not.', {
          values: { stages: (language) => open.map((stage) => translate(language, STAGE_NAMES[stage])).join(', '), count: open.length },
        });
      }
      let result = (await dealsRepository.update(tx, id, { lifecycle: 'approved', updatedAt: now }))!;
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.approved',
        subjectType: 'deal',
        subjectId: id,
        before: { lifecycle: 'submitted' },
      });
      const proposer = await userAccounts.findById(tx, deal.proposerId);
      const autoPublish = proposer?.role === 'proposer' && settingsOf({ role: 'proposer', settings: proposer.settings }).auto_publish;
      if (autoPublish) result = await this.#deals.goLive(step, actor, result);
      const title = found.property.title;
      await step.emit(
        noticeTo(step, deal.proposerId, {
          title: msg('Deal approved'),
          message: autoPublish
            ? msg('{deal} is approved and live now (your Auto-publish setting is on).')
            : msg('{deal} is approved. Publish it when you are ready to open the campaign.'),
          values: { deal: title },
        }),
      );
      return this.#deals.view(tx, actor, { ...found, deal: result });
    });
  }
}

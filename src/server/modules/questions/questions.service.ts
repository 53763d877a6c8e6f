import type { Question, QuestionList } from '../../../shared/contracts/questions.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { commitmentsRepository } from '../commitments/index.ts';
import { dealsRepository } from '../deals/index.ts';
import { holdersOf } from '../holdings/index.ts';
import type { NotificationEntry } from '../notifications/index.ts';
import { questionsRepository, type QuestionShown, type QuestionWithAsker } from './questions.repository.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');
const QUESTION_NOT_FOUND = msg('There is no such question.');
const ALREADY_HIDDEN = msg('This question is hidden: it can no longer be answered or hidden again.');

/** Deals people may ask about: a live one before they commit, a funded one while they hold it. */
const OPEN_FOR_QUESTIONS = new Set(['live', 'funded']);

const HOUR_SECONDS = 60 * 60;

type Found = NonNullable<Awaited<ReturnType<typeof dealsRepository.find>>>;

/**
 * Questions and answers per deal (after-funding.md §4): anyone reads a deal's questions, a
 * signed-in person asks (at most QUESTIONS_PER_HOUR an hour, counted in the shared counter store,
 * so every instance shares one allowance), the deal's proposer is told; its proposer (Sponsor) or
 * the admin (Sharestead) answers once, and the asker and the deal's backers are told; the admin
 * hides an abusive one with a reason, audited. Each change is one step with its conditional update.
 */
export class QuestionsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #counters: CounterStore;
  readonly #perHour: number;

  constructor(db: Db, clock: Clock, counters: CounterStore, perHour: number) {
    this.#db = db;
    this.#clock = clock;
    this.#counters = counters;
    this.#perHour = perHour;
  }

  /** A deal's questions for the caller: hidden ones only for the admin, who sees why. */
  async ofDeal(actor: Actor | undefined, dealId: string): Promise<QuestionList> {
    const found = await this.#visibleDeal(actor, dealId);
    const rows = await questionsRepository.ofDeal(this.#db, found.deal.id, actor?.role === 'admin');
    return { items: rows.map(toQuestion), viewer_can_answer: actor !== undefined && canManageDeal(actor, found.deal) };
  }

  async ask(actor: Actor, dealId: string, body: string): Promise<Question> {
    const found = await this.#visibleDeal(actor, dealId);
    if (!OPEN_FOR_QUESTIONS.has(found.deal.lifecycle)) {
      throw new DomainError('wrong_lifecycle', msg('Questions can be asked about a live or funded deal only.'));
    }
    const key = `questions:${actor.sub}`;
    await this.#take(key);
    try {
      const created = await runStep(this.#db, this.#clock, async (step) => {
        const inserted = await questionsRepository.insert(step.tx, { dealId: found.deal.id, askedBy: actor.sub, body, askedAt: step.now });
        const row = (await questionsRepository.find(step.tx, inserted.id))!;
        if (found.deal.proposerId !== actor.sub) {
          await step.emit(
            noticeTo(step, found.deal.proposerId, {
              title: msg('New question about {deal}'),
              message: msg("{asker} asked a question about {deal}. Answer it on the deal's page: the asker and your backers are told of your answer."),
              values: { deal: found.property.title, asker: askedBy(row) },
            }),
          );
        }
        return row;
      });
      return toQuestion(created);
    } catch (error) {
      // A question that was not stored does not count against the hour.
      await this.#counters.giveBack(key);
      throw error;
    }
  }

  /** The deal's proposer (Sponsor) or the admin (Sharestead) answers an open question, once. */
  async answer(actor: Actor, questionId: string, body: string): Promise<Question> {
    const { question, found } = await this.#visibleQuestion(actor, questionId);
    if (!canManageDeal(actor, found.deal)) throw new DomainError('forbidden', msg("Only the deal's proposer or Sharestead may answer its questions."));
    if (question.hiddenAt) throw new DomainError('already_hidden', ALREADY_HIDDEN);
    if (question.answeredAt) throw alreadyAnswered();
    const by = actor.role === 'admin' ? 'sharestead' : 'sponsor';
    const answered = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await questionsRepository.answer(step.tx, question.id, {
        answerBody: body,
        answeredBy: actor.sub,
        answeredAs: by,
        answeredAt: step.now,
      });
      // Another answer, or a hide, got there first.
      if (!changed) {
        const now = await questionsRepository.find(step.tx, question.id);
        throw now?.hiddenAt ? new DomainError('already_hidden', ALREADY_HIDDEN) : alreadyAnswered();
      }
      const backers = new Set([
        ...(await holdersOf(step.tx, found.deal.id)).map((holder) => holder.holderId),
        ...(await commitmentsRepository.committedTo(step.tx, found.deal.id)).map((commitment) => commitment.backerId),
      ]);
      backers.delete(question.askedBy);
      backers.delete(actor.sub);
      const values = { deal: found.property.title, by };
      const notices: NotificationEntry[] = [...backers].map((userId) => ({
        userId,
        title: msg('A question about {deal} was answered'),
        message: msg("{by, select, sponsor {The sponsor} other {Sharestead}} answered a question about {deal}. Read it on the deal's page."),
        values,
        createdAt: step.now,
      }));
      if (question.askedBy !== actor.sub) {
        notices.unshift({
          userId: question.askedBy,
          title: msg('Your question about {deal} was answered'),
          message: msg("{by, select, sponsor {The sponsor} other {Sharestead}} answered your question about {deal}. Read the answer on the deal's page."),
          values,
          createdAt: step.now,
        });
      }
      await step.emit({ type: 'notices.due', notices });
      return (await questionsRepository.find(step.tx, question.id))!;
    });
    return toQuestion(answered);
  }

  /** The admin hides an abusive question with a reason (audited); the admin still sees it, marked hidden. */
  async hide(actor: Actor, questionId: string, reason: string): Promise<Question> {
    const question = await questionsRepository.find(this.#db, questionId);
    if (!question) throw new DomainError('not_found', QUESTION_NOT_FOUND);
    if (question.hiddenAt) throw new DomainError('already_hidden', ALREADY_HIDDEN);
    const hidden = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await questionsRepository.hide(step.tx, question.id, { hiddenAt: step.now, hiddenBy: actor.sub, hiddenReason: reason });
      if (!changed) throw new DomainError('already_hidden', ALREADY_HIDDEN);
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'question.hidden',
        subjectType: 'question',
        subjectId: question.id,
        before: { deal_id: question.dealId, body: question.body },
        after: { reason },
      });
      return (await questionsRepository.find(step.tx, question.id))!;
    });
    return toQuestion(hidden);
  }

  /** One hit on the person's hourly allowance, or the 429 with when to ask again. */
  async #take(key: string): Promise<void> {
    const wait = await this.#counters.take([{ key, limit: this.#perHour, ttlSeconds: HOUR_SECONDS, slide: false }]);
    if (wait === 0) return;
    const retryAfter = Math.max(1, wait);
    throw new DomainError(
      'rate_limited',
      msg(
        'You have asked {limit} questions in the last hour, as many as one person may. Please try again in {count, plural, one {# minute} other {# minutes}}.',
      ),
      { values: { limit: this.#perHour, count: Math.max(1, Math.ceil(retryAfter / 60)) }, headers: { 'retry-after': String(retryAfter) } },
    );
  }

  async #visibleDeal(actor: Actor | undefined, dealId: string): Promise<Found> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    return found;
  }

  /** A question the caller may see: of a deal it may see, and shown (the admin sees hidden ones too). */
  async #visibleQuestion(actor: Actor, questionId: string): Promise<{ question: QuestionWithAsker; found: Found }> {
    const question = await questionsRepository.find(this.#db, questionId);
    const found = question && (await dealsRepository.find(this.#db, question.dealId));
    if (!question || !found || !canSeeDeal(actor, found.deal) || (question.hiddenAt && actor.role !== 'admin')) {
      throw new DomainError('not_found', QUESTION_NOT_FOUND);
    }
    return { question, found };
  }
}

const alreadyAnswered = () => new DomainError('already_answered', msg('This question has already been answered: an answer cannot be changed.'));

/** "Meera I.": the first name and the last name's first character (a letter outside the BMP included). */
function askedBy(row: QuestionShown): string {
  const initial = Array.from(row.askerLastName.trim())[0];
  return initial ? `${row.askerFirstName.trim()} ${initial}.` : row.askerFirstName.trim();
}

function toQuestion(row: QuestionShown): Question {
  return {
    id: row.id,
    deal_id: row.dealId,
    body: row.body,
    asked_by: askedBy(row),
    asked_at: row.askedAt.toISOString(),
    answer: row.answeredAt && row.answerBody !== null && row.answeredAs ? { body: row.answerBody, by: row.answeredAs, at: row.answeredAt.toISOString() } : null,
    hidden: row.hiddenAt && row.hiddenReason !== null ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString() } : null,
  };
}

import { and, asc, desc, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { deals, questions, users, type QuestionRow } from '../../db/schema/index.ts';

/** What a question's view shows: the question, its answer, why it is hidden, and its asker's name ("Meera I."). */
export type QuestionShown = Pick<
  QuestionRow,
  'id' | 'dealId' | 'body' | 'askedAt' | 'answerBody' | 'answeredAs' | 'answeredAt' | 'hiddenAt' | 'hiddenReason'
> & {
  askerFirstName: string;
  askerLastName: string;
};

/** A question with its asker's name. */
export type QuestionWithAsker = QuestionRow & QuestionShown;

/** Open questions older than this are listed in the proposer's next report (after-funding.md §4). */
const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

const asker = { askerFirstName: users.firstName, askerLastName: users.lastName };
const withAsker = { ...getTableColumns(questions), ...asker };
/** The columns a deal's list shows, and no others: a page of 500 questions carries no ids it does not need. */
const shown = {
  id: questions.id,
  dealId: questions.dealId,
  body: questions.body,
  askedAt: questions.askedAt,
  answerBody: questions.answerBody,
  answeredAs: questions.answeredAs,
  answeredAt: questions.answeredAt,
  hiddenAt: questions.hiddenAt,
  hiddenReason: questions.hiddenReason,
  ...asker,
};

/** SQL for questions and answers, inside the caller's transaction where given one. */
export const questionsRepository = {
  async insert(db: Db, row: typeof questions.$inferInsert): Promise<QuestionRow> {
    const [created] = await db.insert(questions).values(row).returning();
    return created!;
  },

  async find(db: Db, id: string): Promise<QuestionWithAsker | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select(withAsker).from(questions).innerJoin(users, eq(users.id, questions.askedBy)).where(eq(questions.id, id));
    return row;
  },

  /** A deal's questions, newest first; hidden ones only when `withHidden` (the admin's view). */
  async ofDeal(db: Db, dealId: string, withHidden: boolean): Promise<QuestionShown[]> {
    return db
      .select(shown)
      .from(questions)
      .innerJoin(users, eq(users.id, questions.askedBy))
      .where(and(eq(questions.dealId, dealId), withHidden ? undefined : isNull(questions.hiddenAt)))
      .orderBy(desc(questions.askedAt), desc(questions.id));
  },

  /** Answers the question only while it is open and shown: undefined when it was answered or hidden meanwhile. */
  async answer(
    db: Db,
    id: string,
    answer: Required<Pick<QuestionRow, 'answerBody' | 'answeredBy' | 'answeredAs' | 'answeredAt'>>,
  ): Promise<QuestionRow | undefined> {
    const [row] = await db
      .update(questions)
      .set(answer)
      .where(and(eq(questions.id, id), isNull(questions.answeredAt), isNull(questions.hiddenAt)))
      .returning();
    return row;
  },

  /** Hides the question only while it is shown: undefined when another admin hid it first. */
  async hide(db: Db, id: string, hidden: Required<Pick<QuestionRow, 'hiddenAt' | 'hiddenBy' | 'hiddenReason'>>): Promise<QuestionRow | undefined> {
    const [row] = await db
      .update(questions)
      .set(hidden)
      .where(and(eq(questions.id, id), isNull(questions.hiddenAt)))
      .returning();
    return row;
  },
};

/**
 * How fast a proposer's questions are answered, for the track record: the median over the answered
 * questions on its deals (hidden ones left out, as the public never sees them) of the hours from
 * asking to answering; null when none is answered.
 */
export async function medianAnswerHours(db: Db, proposerId: string): Promise<number | null> {
  if (!isUuid(proposerId)) return null;
  const [row] = await db
    .select({
      hours: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${questions.answeredAt} - ${questions.askedAt})) / 3600`,
    })
    .from(questions)
    // The proposer's deals as an array, not a join: each deal's questions are then read by its index, where the join scanned every question.
    .where(
      and(
        sql`${questions.dealId} = any(array(select ${deals.id} from ${deals} where ${deals.proposerId} = ${proposerId}))`,
        sql`${questions.answeredAt} is not null`,
        isNull(questions.hiddenAt),
      ),
    );
  return row?.hours === null || row?.hours === undefined ? null : Number(row.hours);
}

/** A deal's questions still open (unanswered, shown) 7 days or more after they were asked, oldest first: the proposer's report lists them. */
export async function staleOpenQuestions(db: Db, dealId: string, now: Date): Promise<{ id: string; body: string; askedAt: Date }[]> {
  if (!isUuid(dealId)) return [];
  return db
    .select({ id: questions.id, body: questions.body, askedAt: questions.askedAt })
    .from(questions)
    .where(
      and(
        eq(questions.dealId, dealId),
        isNull(questions.answeredAt),
        isNull(questions.hiddenAt),
        lte(questions.askedAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .orderBy(asc(questions.askedAt), asc(questions.id));
}

import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals.ts';
import { users } from './users.ts';

/*
 * Questions and answers per deal (after-funding.md §4): a signed-in person asks, the deal's
 * proposer (Sponsor) or the admin (Sharestead) answers once, the admin may hide it with a reason.
 * The texts are stored as written (trimmed); each state change is a conditional update, so two
 * answers or two hides cannot both land.
 */

export const questionAnswerer = pgEnum('question_answerer', ['sponsor', 'sharestead']);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answerBody: text('answer_body'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAs: questionAnswerer('answered_as'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    // Characters, as people count them; the contract's limit (UTF-16 units) is never above it.
    check('questions_body_length', sql`char_length(${table.body}) between 1 and 2000`),
    check('questions_answer_length', sql`${table.answerBody} is null or char_length(${table.answerBody}) between 1 and 2000`),
    // An answer is whole or absent, and never before its question.
    check(
      'questions_answer_whole',
      sql`(${table.answerBody} is null and ${table.answeredBy} is null and ${table.answeredAs} is null and ${table.answeredAt} is null)
        or (${table.answerBody} is not null and ${table.answeredBy} is not null and ${table.answeredAs} is not null and ${table.answeredAt} >= ${table.askedAt})`,
    ),
    check(
      'questions_hidden_whole',
      sql`(${table.hiddenAt} is null and ${table.hiddenBy} is null and ${table.hiddenReason} is null)
        or (${table.hiddenAt} is not null and ${table.hiddenBy} is not null and ${table.hiddenReason} is not null)`,
    ),
    // A deal's questions newest first (the deal page), and its open ones oldest first (the report form).
    index('questions_deal_asked').on(table.dealId, table.askedAt, table.id),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;

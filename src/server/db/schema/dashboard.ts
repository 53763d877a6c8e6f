import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The Overview's running totals (domain.md: "keep running totals, do not scan"): the net change of
 * each figure in each calendar month (UTC), written in the same transaction as the step that
 * changed it. A figure now is the sum of its rows; at the end of last month, the sum of the rows
 * before this month. `metric` is one of the names in `modules/dashboard/totals.ts`; `key` is the
 * currency of a money figure, the asset class of a deal count, '' otherwise. Each figure is spread
 * over a few `slot`s so that commitments to different deals do not all queue on one row.
 */
export const monthlyTotals = pgTable(
  'monthly_totals',
  {
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    slot: smallint('slot').notNull().default(0),
    /** Minor units for money, a count or a sum of basis points otherwise. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.metric, table.key, table.slot] })],
);

export type MonthlyTotalRow = typeof monthlyTotals.$inferSelect;

/**
 * The same running totals for one proposer (the Stats page of a proposer): `scope_id` is the
 * proposer, `metric` one of `PROPOSER_METRICS` in `modules/dashboard/totals.ts`. Written by the
 * same flush as `monthly_totals`, after it, so a proposer's Stats never scan commitments.
 */
export const proposerTotals = pgTable(
  'proposer_totals',
  {
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    slot: smallint('slot').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.proposerId, table.month, table.metric, table.key, table.slot] })],
);

/**
 * How many commitments of a backer hold money (committed or funded), so that a backer becomes
 * active with the first and stops being active with the last: the Overview's "Active Backers".
 */
export const backerActivity = pgTable(
  'backer_activity',
  {
    backerId: uuid('backer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeCommitments: integer('active_commitments').notNull(),
  },
  // No check (>= 0) here: an upsert checks the row it would insert before it finds the existing
  // one, so a decrement could not be written; the totals' flush refuses a count below zero instead.
);

/**
 * The platform's fundraising goal as the admin sets it (the Overview's "Fundraising Goal" card):
 * an amount in US cents to reach by a day. One row at most; none means no goal set.
 */
export const fundraisingGoals = pgTable(
  'fundraising_goals',
  {
    id: smallint('id').primaryKey().default(1),
    /** US cents. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('fundraising_goals_single_row', sql`${table.id} = 1`), check('fundraising_goals_target_positive', sql`${table.target} > 0`)],
);

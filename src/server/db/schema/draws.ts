import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals.ts';
import { users } from './users.ts';

/*
 * Fix 'N' Flip draws (after-funding.md §4): at funding each milestone of the deal's draw schedule
 * becomes a row holding its exact amount of the construction escrow; the proposer requests them in
 * order, the admin releases each once (a conditional update on its status) or returns it.
 */

export const drawStatus = pgEnum('draw_status', ['pending', 'requested', 'released']);

export const dealDraws = pgTable(
  'deal_draws',
  {
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    /** The milestone's number, from 1, as in the paths. */
    n: integer('n').notNull(),
    name: text('name').notNull(),
    shareBps: integer('share_bps').notNull(),
    /** Minor units, fixed at funding: the share of the escrowed total, the last milestone taking the remainder. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: drawStatus('status').notNull().default('pending'),
    note: text('note'),
    /** Site photos of the request, as the deal's photo URLs (`/uploads/deals/<deal>/<hash>.webp`). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The admin's comment when the request was returned. */
    comment: text('comment'),
    /** The latest request; kept when it is returned, so the idle clock counts from it. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id),
    /** When the admin returned this undrawn milestone's money to the holders (a return_of_capital distribution); it is never drawn then. */
    capitalReturnedAt: timestamp('capital_returned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.dealId, table.n] }),
    check('deal_draws_n', sql`${table.n} between 1 and 10`),
    check('deal_draws_share', sql`${table.shareBps} between 1 and 10000`),
    check('deal_draws_amount', sql`${table.amount} >= 0`),
    check('deal_draws_name_length', sql`char_length(${table.name}) between 1 and 80`),
    check('deal_draws_note_length', sql`${table.note} is null or char_length(${table.note}) <= 2000`),
    check('deal_draws_comment_length', sql`${table.comment} is null or char_length(${table.comment}) <= 2000`),
    check('deal_draws_released_whole', sql`(${table.status} = 'released') = (${table.releasedAt} is not null)`),
    check('deal_draws_capital_returned_pending', sql`${table.capitalReturnedAt} is null or ${table.status} = 'pending'`),
  ],
);

export type DealDrawRow = typeof dealDraws.$inferSelect;

/**
 * A site inspection flagged for a deal idle for DRAW_IDLE_INSPECTION: one row per idle period
 * (keyed by when it began), so the job flags each period once, however often it runs.
 */
export const drawInspections = pgTable(
  'draw_inspections',
  {
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    idleSince: timestamp('idle_since', { withTimezone: true }).notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.dealId, table.idleSince] }), index('draw_inspections_deal').on(table.dealId, table.flaggedAt)],
);

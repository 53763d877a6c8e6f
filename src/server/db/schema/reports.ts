import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals.ts';
import { users } from './users.ts';

/*
 * Sponsor accountability (after-funding.md §4): each quarter after funding the proposer files a
 * report, due REPORT_GRACE after the quarter ends; the admin accepts it or returns it with a
 * comment. A deal's reporting health is kept on the deal (deals.reporting_health), recomputed by
 * a scheduled job and whenever a report is accepted.
 */

export const reportStatus = pgEnum('report_status', ['draft', 'submitted', 'accepted', 'returned']);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    /** The calendar quarter reported on, `YYYY-Qn` in Indian time. */
    quarter: text('quarter').notNull(),
    status: reportStatus('status').notNull().default('draft'),
    narrative: text('narrative').notNull(),
    /** 9500 = 95 % let. */
    occupancyBps: integer('occupancy_bps').notNull(),
    /** Minor units of the deal's currency. */
    rentCollected: bigint('rent_collected', { mode: 'bigint' }).notNull(),
    expenses: bigint('expenses', { mode: 'bigint' }).notNull(),
    capex: bigint('capex', { mode: 'bigint' }).notNull(),
    reserveBalance: bigint('reserve_balance', { mode: 'bigint' }).notNull(),
    /** The admin's comment when returned. */
    comment: text('comment'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One report per deal and quarter.
    unique('reports_deal_quarter').on(table.dealId, table.quarter),
    check('reports_quarter', sql`${table.quarter} ~ '^[0-9]{4}-Q[1-4]$'`),
    check('reports_occupancy', sql`${table.occupancyBps} between 0 and 10000`),
    check('reports_amounts', sql`${table.rentCollected} >= 0 and ${table.expenses} >= 0 and ${table.capex} >= 0 and ${table.reserveBalance} >= 0`),
    check('reports_narrative_length', sql`char_length(${table.narrative}) <= 10000`),
    check('reports_accepted_whole', sql`(${table.status} = 'accepted') = (${table.acceptedAt} is not null)`),
    // Submitted reports oldest first (the admin's queue).
    index('reports_status_submitted').on(table.status, table.submittedAt),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/** A report's photos, processed by the deal-photo pipeline and kept with the deal's (their URLs are under /uploads/deals/<deal>/). */
export const reportPhotos = pgTable(
  'report_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('report_photos_once').on(table.reportId, table.url)],
);

/** A report's PDF documents, kept as `reports/<report>/<id>.pdf` under UPLOAD_DIR; `name` is the file name as sent. */
export const reportDocuments = pgTable(
  'report_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('report_documents_report').on(table.reportId, table.createdAt),
    check('report_documents_name_length', sql`char_length(${table.name}) <= 200`),
  ],
);

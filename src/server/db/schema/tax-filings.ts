import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals.ts';
import { ledgerTransfers } from './ledger.ts';
import { users } from './users.ts';

/*
 * What the admin files for the tax withheld at source (after-funding.md §2): each tax quarter's
 * deposit of a deal's withheld tax to the government, and each backer's Form 16A. Tax quarters are
 * the financial year's (`fy` 2026-27, `quarter` 1 = April to June), in Indian time.
 */

/**
 * A deal's tax quarter deposited by challan: once per deal and quarter, with the ledger transfer
 * that moved the quarter's withheld tax out of the deal's TDS account.
 */
export const tdsDeposits = pgTable(
  'tds_deposits',
  {
    id: uuid('id').primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    fy: text('fy').notNull(),
    quarter: smallint('quarter').notNull(),
    /** The challan's number as the bank gave it. */
    challan: text('challan').notNull(),
    /** The day the bank took the money, an Indian date (YYYY-MM-DD). */
    depositedOn: date('deposited_on', { mode: 'string' }).notNull(),
    /** The quarter's tax withheld by the deal: what the transfer moved. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('tds_deposits_once').on(table.dealId, table.fy, table.quarter),
    check('tds_deposits_quarter', sql`${table.quarter} between 1 and 4`),
    check('tds_deposits_amount_positive', sql`${table.amount} > 0`),
  ],
);

export type TdsDepositRow = typeof tdsDeposits.$inferSelect;

/**
 * A backer's Form 16A from a deal for a tax quarter: a PDF from TRACES that the admin uploads. One
 * per backer, deal and quarter; uploading again replaces the file.
 */
export const taxCertificates = pgTable(
  'tax_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    fy: text('fy').notNull(),
    quarter: smallint('quarter').notNull(),
    /** The PDF under UPLOAD_DIR, relative to it. */
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('tax_certificates_once').on(table.userId, table.dealId, table.fy, table.quarter),
    check('tax_certificates_quarter', sql`${table.quarter} between 1 and 4`),
    // The backer's Tax page reads a year's certificates; the admin's list a deal's quarter.
    index('tax_certificates_user').on(table.userId, table.fy),
    index('tax_certificates_deal').on(table.dealId, table.fy, table.quarter),
  ],
);

export type TaxCertificateRow = typeof taxCertificates.$inferSelect;

import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals.ts';
import { users } from './users.ts';

/*
 * The units ledger (domain.md, "After funding"; ADR 011): face value, in the deal currency's minor
 * units, is a second double-entry ledger beside the money one. Units are issued from the deal's
 * issuer account (holder null) to each backer's account at funding, and later traded in exit
 * windows and redeemed at exit, so per deal the balances always sum to zero. A holder's balance is
 * credits - debits; the issuer's is the negative of the face value outstanding.
 */

export const unitTransferKind = pgEnum('unit_transfer_kind', ['issue', 'trade', 'redeem']);

/** One account per (deal, holder); the issuer's has no holder. */
export const unitAccounts = pgTable(
  'unit_accounts',
  {
    /** Ascending ids give the order in which a step locks accounts, as in the money ledger. */
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    holderId: uuid('holder_id').references(() => users.id),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Face value locked by the holder's open sell orders (a pending debit): still held, no longer offerable. */
    debitsPending: bigint('debits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('unit_accounts_deal_holder').on(table.dealId, table.holderId).nullsNotDistinct(),
    check('unit_accounts_totals_non_negative', sql`${table.debitsPosted} >= 0 and ${table.creditsPosted} >= 0 and ${table.debitsPending} >= 0`),
    // A holder never holds less than nothing, nor offers more than it holds; only the issuer's account runs a debit balance.
    check('unit_accounts_holder_not_short', sql`${table.holderId} is null or ${table.debitsPosted} + ${table.debitsPending} <= ${table.creditsPosted}`),
    index('unit_accounts_holder').on(table.holderId),
  ],
);

export type UnitAccountRow = typeof unitAccounts.$inferSelect;

/**
 * Append-only. `reference` names what moved the units (the funded commitment for an issue); one
 * transfer per (kind, reference, accounts), so a repeated step writes nothing twice.
 */
export const unitTransfers = pgTable(
  'unit_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => unitAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => unitAccounts.id),
    faceValue: bigint('face_value', { mode: 'bigint' }).notNull(),
    kind: unitTransferKind('kind').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('unit_transfers_face_value_positive', sql`${table.faceValue} > 0`),
    check('unit_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    unique('unit_transfers_once').on(table.kind, table.reference, table.debitAccountId, table.creditAccountId),
    index('unit_transfers_deal_time').on(table.dealId, table.createdAt),
  ],
);

export type UnitTransferRow = typeof unitTransfers.$inferSelect;

/**
 * The value of a deal's equity on a date, per 10,000 of face value (10,000 = par), as the admin
 * records it from a valuer's report; a holding's current value is its face value × the latest price.
 */
export const valuations = pgTable(
  'valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    /** The valuation's date in Indian time (YYYY-MM-DD). */
    valuedOn: date('valued_on', { mode: 'string' }).notNull(),
    priceBps: integer('price_bps').notNull(),
    note: text('note').notNull().default(''),
    /** The valuer's PDF, once uploaded: where it downloads, and its file under UPLOAD_DIR. */
    reportUrl: text('report_url'),
    reportFile: text('report_file'),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('valuations_price_positive', sql`${table.priceBps} > 0`),
    check('valuations_report_whole', sql`(${table.reportUrl} is null) = (${table.reportFile} is null)`),
    index('valuations_deal_date').on(table.dealId, table.valuedOn, table.createdAt),
  ],
);

export type ValuationRow = typeof valuations.$inferSelect;

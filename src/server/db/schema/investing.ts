import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../shared/contracts/money.ts';
import { deals } from './deals.ts';
import { ledgerTransfers } from './ledger.ts';
import { users } from './users.ts';

export const commitmentStatus = pgEnum('commitment_status', ['committed', 'funded', 'refunded', 'cancelled']);
export const depositStatus = pgEnum('deposit_status', ['awaiting_funds', 'confirmed']);
export const withdrawalStatus = pgEnum('withdrawal_status', ['requested', 'paid']);

/** A backer's money put into a deal: a pending transfer wallet → escrow until the deal closes. */
export const commitments = pgTable(
  'commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    backerId: uuid('backer_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: commitmentStatus('status').notNull().default('committed'),
    /** Null until the deal is extended and the backer answers. */
    extensionConsent: boolean('extension_consent'),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('commitments_amount_positive', sql`${table.amount} > 0`),
    index('commitments_deal_status').on(table.dealId, table.status),
    index('commitments_backer').on(table.backerId, table.createdAt),
    // The Overview's Recent Investments: the latest commitments of the platform.
    index('commitments_created').on(table.createdAt, table.id),
  ],
);

export type CommitmentRow = typeof commitments.$inferSelect;

/** Money a backer says they are sending to the escrow bank account; credited once the admin confirms it arrived. */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    backerId: uuid('backer_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The reference the backer writes on the bank transfer, so the admin can match it. */
    reference: text('reference').notNull().unique(),
    status: depositStatus('status').notNull().default('awaiting_funds'),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
  },
  (table) => [
    check('deposits_amount_positive', sql`${table.amount} > 0`),
    index('deposits_backer').on(table.backerId, table.createdAt),
    index('deposits_status').on(table.status, table.createdAt),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;

/** Money leaving a wallet for the backer's bank account: held at once (pending), posted when paid. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    backerId: uuid('backer_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reference: text('reference').notNull().unique(),
    status: withdrawalStatus('status').notNull().default('requested'),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id),
  },
  (table) => [
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    index('withdrawals_backer').on(table.backerId, table.createdAt),
    index('withdrawals_status').on(table.status, table.createdAt),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;

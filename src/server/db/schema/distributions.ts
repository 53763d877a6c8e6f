import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WaterfallLineKind } from '../../../shared/contracts/income.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { deals } from './deals.ts';
import { ledgerTransfers } from './ledger.ts';
import { incomeType } from './tax.ts';
import { users } from './users.ts';

/*
 * A funded deal's income, paid by quarter (after-funding.md §2; ADR 011): the proposer drafts a
 * distribution as a waterfall of lines, splits what it leaves by income type and pays it in; the
 * admin confirms the money arrived and approves; a job pays each holder's share once.
 */

export const distributionStatus = pgEnum('distribution_status', ['draft', 'submitted', 'funded', 'approved', 'paid', 'rejected']);

/** One line of the waterfall: its signed amount in minor units as a decimal string (jsonb holds no bigint). */
export interface WaterfallLine {
  kind: WaterfallLineKind;
  label: string;
  amount: string;
  evidenceUrl: string | null;
}

export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    /** The calendar quarter it pays for, in Indian time (`2027-Q1`). */
    period: text('period').notNull(),
    status: distributionStatus('status').notNull().default('draft'),
    currency: text('currency').$type<Currency>().notNull(),
    lines: jsonb('lines').$type<WaterfallLine[]>().notNull(),
    /** The lines' sum: what the holders share. */
    distributable: bigint('distributable', { mode: 'bigint' }).notNull(),
    /** The management fee line's amount, as a positive figure: paid in with the distributable and passed to the proposer. */
    managementFee: bigint('management_fee', { mode: 'bigint' }).notNull(),
    splitInterest: bigint('split_interest', { mode: 'bigint' }).notNull(),
    splitDividend: bigint('split_dividend', { mode: 'bigint' }).notNull(),
    splitRent: bigint('split_rent', { mode: 'bigint' }).notNull(),
    splitReturnOfCapital: bigint('split_return_of_capital', { mode: 'bigint' }).notNull(),
    splitCapitalGain: bigint('split_capital_gain', { mode: 'bigint' }).notNull(),
    /** Only in a distribution the platform makes of a non-reporting sponsor's held management fees. */
    splitCompensation: bigint('split_compensation', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the proposer quotes on the bank transfer (`DST-7K3M9Q2D`). */
    reference: text('reference').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    fundsConfirmedBy: uuid('funds_confirmed_by').references(() => users.id),
    /** The instant the payouts are computed for: the period ends here if the quarter has not, and the TDS rule is the one in force then. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * Set on a sale's final distribution: it shares by the face value held at this instant (when
     * the sale vote opened, after which nothing traded), not by face value × time over its quarter.
     */
    sharesAt: timestamp('shares_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Where the management fee held for reporting went (after-funding.md §4), set once: to the
     * proposer when the period's report was accepted, or to the holders, by the compensation
     * distribution named here, once the deal turned non-reporting. Both null while it is held.
     */
    feeReleasedAt: timestamp('fee_released_at', { withTimezone: true }),
    feeCompensatedBy: uuid('fee_compensated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('distributions_reference').on(table.reference),
    index('distributions_deal').on(table.dealId, table.period),
    index('distributions_status').on(table.status),
    check('distributions_distributable_positive', sql`${table.distributable} > 0`),
    check('distributions_fee_non_negative', sql`${table.managementFee} >= 0`),
    check(
      'distributions_split_sums',
      sql`${table.splitInterest} >= 0 and ${table.splitDividend} >= 0 and ${table.splitRent} >= 0 and ${table.splitReturnOfCapital} >= 0 and ${table.splitCapitalGain} >= 0 and ${table.splitCompensation} >= 0
        and ${table.splitInterest} + ${table.splitDividend} + ${table.splitRent} + ${table.splitReturnOfCapital} + ${table.splitCapitalGain} + ${table.splitCompensation} = ${table.distributable}`,
    ),
    check('distributions_fee_once', sql`${table.feeReleasedAt} is null or ${table.feeCompensatedBy} is null`),
  ],
);

export type DistributionRow = typeof distributions.$inferSelect;
export type NewDistributionRow = typeof distributions.$inferInsert;

/**
 * One holder's payment of one income type from one distribution, with everything that decided it
 * (the Rupee Trail reads these): written once, keyed by (distribution, holder, income type), in the
 * same transaction as its ledger transfers.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    incomeType: incomeType('income_type').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    tds: bigint('tds', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    /** Whether the holder had a PAN on file (a verified KYC record) when paid: the rate was chosen by it, and Recompute reads it here. */
    panOnFile: boolean('pan_on_file').notNull(),
    section: text('section'),
    section2025: text('section_2025'),
    threshold: bigint('threshold', { mode: 'bigint' }),
    /** Gross paid under the section by this deal to this holder earlier in the financial year. */
    fyTotalBefore: bigint('fy_total_before', { mode: 'bigint' }).notNull(),
    /** The financial year of the payment (`2026-27`), in Indian time. */
    fy: text('fy').notNull(),
    /** Face value × seconds: a quarter of a deal past ₹1,160 crore exceeds a bigint, so numeric. */
    unitSeconds: numeric('unit_seconds', { precision: 38, scale: 0, mode: 'bigint' }).notNull(),
    totalUnitSeconds: numeric('total_unit_seconds', { precision: 38, scale: 0, mode: 'bigint' }).notNull(),
    netTransferId: uuid('net_transfer_id').references(() => ledgerTransfers.id),
    tdsTransferId: uuid('tds_transfer_id').references(() => ledgerTransfers.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('payouts_once').on(table.distributionId, table.userId, table.incomeType),
    check('payouts_amounts', sql`${table.gross} > 0 and ${table.tds} >= 0 and ${table.net} = ${table.gross} - ${table.tds}`),
    index('payouts_user').on(table.userId, table.fy),
    // The financial year's gross before a payment, per deal, holder and section: the thresholds' sum.
    index('payouts_threshold').on(table.dealId, table.userId, table.fy, table.section),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;

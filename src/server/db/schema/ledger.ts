import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../shared/contracts/money.ts';

/**
 * What an account holds money for. The bank account stands for the outside world: deposits come
 * from it and withdrawals go to it, so the books of each currency always sum to zero.
 */
export const ledgerAccountPurpose = pgEnum('ledger_account_purpose', [
  'backer_wallet',
  'deal_escrow',
  'proposer_payable',
  'platform_fees',
  'tds_payable',
  'bank',
  /** A funded deal's income paid in by its proposer, until the payouts take it. */
  'deal_distribution',
  /** Tax withheld at source paid to the government by challan: out of the books, like the bank (one per currency). */
  'tds_deposited',
  /** A funded deal's management fees held for reporting (owner: the deal), until that quarter's report is accepted. */
  'fee_hold',
  /** A funded Fix 'N' Flip deal's money, less the platform fee (owner: the deal), until its draws release it to the proposer. */
  'construction_escrow',
  /** A deal's exit window: the credit side of buy orders' money held in the wallets (pending only, never posted). */
  'exit_settlement',
]);
export const transferStatus = pgEnum('transfer_status', ['pending', 'posted', 'voided']);
export const transferKind = pgEnum('transfer_kind', [
  'deposit',
  'withdrawal',
  'commitment',
  'payout',
  'fee',
  /** The proposer's bank transfer of a distribution, confirmed by the admin. */
  'distribution_funding',
  /** A holder's net income into the wallet. */
  'distribution',
  /** Tax withheld from a payout, into the deal's TDS account. */
  'tax_withheld',
  /** A distribution's management fee, into the deal's fee hold (before reporting holds existed: to the proposer). */
  'management_fee',
  /** A tax quarter's withheld tax, from the deal's TDS account to the government (a challan). */
  'tds_deposit',
  /** A Fix 'N' Flip deal's money at funding, from its escrow into its construction escrow. */
  'construction_escrow',
  /** One draw released, from the construction escrow to the proposer. */
  'draw',
  /** Undrawn money of a construction escrow returned to the holders, into the deal's distribution account. */
  'capital_return',
  /** Held management fees to the proposer, once the quarter's report is accepted. */
  'fee_release',
  /** Held management fees of a non-reporting deal into its distribution account, to be paid to the holders as compensation. */
  'fee_compensation',
  /** A buy order's money held in the wallet until the window's close (pending; voided at each fill or release). */
  'trade_hold',
  /** A fill's price, from the buyer's wallet to the seller's (delivery versus payment). */
  'trade',
  /** The seller's trading fee on a fill, to the platform's fees. */
  'trade_fee',
]);

/**
 * One account per (owner, purpose, currency), after TigerBeetle's accounts: posted and pending
 * totals on each side, changed only by the ledger module in the transaction that writes the
 * transfer. A balance is credits - debits; a wallet's available money is its posted balance less
 * its pending debits, and `no_overdraft` accounts may never go below zero, pending included.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    /** Ascending ids give the order in which a step locks its accounts, so two steps never deadlock. */
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The backer, proposer or deal the account belongs to; null for the platform's own accounts. */
    ownerId: uuid('owner_id'),
    purpose: ledgerAccountPurpose('purpose').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    noOverdraft: boolean('no_overdraft').notNull(),
    debitsPending: bigint('debits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPending: bigint('credits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_owner_purpose_currency').on(table.ownerId, table.purpose, table.currency).nullsNotDistinct(),
    check('ledger_accounts_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_accounts_totals_non_negative',
      sql`${table.debitsPending} >= 0 and ${table.debitsPosted} >= 0 and ${table.creditsPending} >= 0 and ${table.creditsPosted} >= 0`,
    ),
    check('ledger_accounts_no_overdraft', sql`not ${table.noOverdraft} or ${table.debitsPosted} + ${table.debitsPending} <= ${table.creditsPosted}`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * Append-only: a transfer is written pending or posted; a pending one is later posted or voided
 * (its status and `resolved_at` change, nothing else). A mistake is corrected by a reversing transfer.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: transferStatus('status').notNull(),
    kind: transferKind('kind').notNull(),
    /** What the transfer is for: a deposit's, withdrawal's, commitment's or deal's id. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    index('ledger_transfers_debit').on(table.debitAccountId, table.createdAt),
    index('ledger_transfers_credit').on(table.creditAccountId, table.createdAt),
    index('ledger_transfers_reference').on(table.reference),
  ],
);

export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

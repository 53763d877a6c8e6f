import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals.ts';
import { distributions } from './distributions.ts';
import { users } from './users.ts';

/*
 * Exit and liquidity (after-funding.md §5). Exit windows: a call auction per window, orders that
 * hold what they offer (a sell order locks its face value on the units ledger, a buy order holds
 * its money in the wallet) until the close, and the fills the close computes, each settled once
 * (delivery versus payment). The sale of the property: a proposal, the holders' votes weighted by
 * the face value held when the vote opened, and the final distribution once the proceeds arrive.
 */

export const exitWindowStatus = pgEnum('exit_window_status', ['open', 'settling', 'settled', 'suspended']);
export const exitOrderSide = pgEnum('exit_order_side', ['buy', 'sell']);
export const exitOrderStatus = pgEnum('exit_order_status', ['open', 'cancelled', 'filled', 'partly_filled', 'unfilled']);
export const exitProposalStatus = pgEnum('exit_proposal_status', ['open', 'passed', 'failed', 'completed']);
export const exitVoteChoice = pgEnum('exit_vote_choice', ['yes', 'no']);

export const exitWindows = pgTable(
  'exit_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** open → settling (the close computed the fills) → settled; open → suspended when a sale vote opens. */
    status: exitWindowStatus('status').notNull().default('open'),
    /** The latest valuation's price when the window opened (par without one): the band's centre and the auction's tie-break. */
    referencePriceBps: integer('reference_price_bps').notNull(),
    /** PRICE_BAND_BPS when the window opened. */
    bandBps: integer('band_bps').notNull(),
    /** Who opened it: an admin, or null for the schedule. */
    openedBy: uuid('opened_by').references(() => users.id),
    /** Set by the close: null when nothing traded. */
    clearingPriceBps: integer('clearing_price_bps'),
    /** Face value traded, set by the close. */
    volume: bigint('volume', { mode: 'bigint' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('exit_windows_span', sql`${table.closesAt} > ${table.opensAt}`),
    // One window at a time per deal: at most one not yet settled or suspended.
    uniqueIndex('exit_windows_one_active')
      .on(table.dealId)
      .where(sql`${table.status} in ('open', 'settling')`),
    index('exit_windows_deal_opens').on(table.dealId, table.opensAt),
    index('exit_windows_closing')
      .on(table.closesAt)
      .where(sql`${table.status} in ('open', 'settling')`),
  ],
);

export type ExitWindowRow = typeof exitWindows.$inferSelect;

export const exitOrders = pgTable(
  'exit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    windowId: uuid('window_id')
      .notNull()
      .references(() => exitWindows.id),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    backerId: uuid('backer_id')
      .notNull()
      .references(() => users.id),
    side: exitOrderSide('side').notNull(),
    /** In the deal currency's minor units. */
    faceValue: bigint('face_value', { mode: 'bigint' }).notNull(),
    /** A buy's highest price, a sell's lowest, per 10,000 of face value. */
    limitPriceBps: integer('limit_price_bps').notNull(),
    status: exitOrderStatus('status').notNull().default('open'),
    filledFaceValue: bigint('filled_face_value', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A buy order's money held in the wallet (a pending ledger transfer), re-held for what is left after each fill; null once released. */
    holdTransferId: uuid('hold_transfer_id'),
    /** The order's place in time: of two orders at one price, the earlier fills first. */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    check('exit_orders_face_value_positive', sql`${table.faceValue} > 0`),
    check('exit_orders_filled_within', sql`${table.filledFaceValue} >= 0 and ${table.filledFaceValue} <= ${table.faceValue}`),
    check('exit_orders_price_positive', sql`${table.limitPriceBps} > 0`),
    check('exit_orders_buy_holds', sql`${table.side} = 'buy' or ${table.holdTransferId} is null`),
    index('exit_orders_window').on(table.windowId, table.status),
    index('exit_orders_backer').on(table.backerId, table.placedAt),
  ],
);

export type ExitOrderRow = typeof exitOrders.$inferSelect;

/**
 * The close's fills, written once when the window turns `settling` (the auction is a pure function
 * of its orders, so a repeated close computes the same ones); each is settled in its own
 * transaction, `settled_at` set by a conditional update, so it moves face value and money once.
 */
export const exitFills = pgTable(
  'exit_fills',
  {
    windowId: uuid('window_id')
      .notNull()
      .references(() => exitWindows.id),
    /** Its place in the settlement order (the clearing's order, from 0). */
    seq: integer('seq').notNull(),
    buyOrderId: uuid('buy_order_id')
      .notNull()
      .references(() => exitOrders.id),
    sellOrderId: uuid('sell_order_id')
      .notNull()
      .references(() => exitOrders.id),
    faceValue: bigint('face_value', { mode: 'bigint' }).notNull(),
    /** What the buyer pays for it at the clearing price, in the deal currency's minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The seller's trading fee (TRADE_FEE_BPS of the amount) to the platform. */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.windowId, table.seq] }),
    check('exit_fills_positive', sql`${table.faceValue} > 0 and ${table.amount} >= 0 and ${table.fee} >= 0 and ${table.fee} <= ${table.amount}`),
    index('exit_fills_unsettled')
      .on(table.windowId)
      .where(sql`${table.settledAt} is null`),
  ],
);

export type ExitFillRow = typeof exitFills.$inferSelect;

export const exitProposals = pgTable(
  'exit_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id),
    /** The offer's price for the property, and the costs of selling it, in the deal currency's minor units. */
    salePrice: bigint('sale_price', { mode: 'bigint' }).notNull(),
    costs: bigint('costs', { mode: 'bigint' }).notNull(),
    /** When the sale is expected to complete, an Indian date. */
    expectedOn: date('expected_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** The buyer's offer as a PDF, once uploaded: where it downloads, and its file under UPLOAD_DIR. */
    offerUrl: text('offer_url'),
    offerFile: text('offer_file'),
    status: exitProposalStatus('status').notNull().default('open'),
    /** All face value of the deal when the vote opened: the weights are fixed then. */
    faceValueTotal: bigint('face_value_total', { mode: 'bigint' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What the admin confirmed as received from the sale, and the final distribution it pays. */
    proceeds: bigint('proceeds', { mode: 'bigint' }),
    distributionId: uuid('distribution_id').references(() => distributions.id),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('exit_proposals_amounts', sql`${table.salePrice} > 0 and ${table.costs} >= 0 and ${table.costs} < ${table.salePrice}`),
    check('exit_proposals_offer_whole', sql`(${table.offerUrl} is null) = (${table.offerFile} is null)`),
    // One vote open at a time per deal, and one sale that passed.
    uniqueIndex('exit_proposals_one_open')
      .on(table.dealId)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('exit_proposals_one_passed')
      .on(table.dealId)
      .where(sql`${table.status} in ('passed', 'completed')`),
    index('exit_proposals_closing')
      .on(table.closesAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

export type ExitProposalRow = typeof exitProposals.$inferSelect;

/** A holder's vote, weighted by the face value held when the vote opened; changed in place until the vote is decided. */
export const exitVotes = pgTable(
  'exit_votes',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => exitProposals.id),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id),
    weight: bigint('weight', { mode: 'bigint' }).notNull(),
    vote: exitVoteChoice('vote').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.proposalId, table.holderId] }), check('exit_votes_weight_positive', sql`${table.weight} > 0`)],
);

export type ExitVoteRow = typeof exitVotes.$inferSelect;

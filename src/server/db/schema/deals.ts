import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../shared/contracts/money.ts';
import { properties } from './properties.ts';
import { dealStructure } from './tax.ts';
import { users } from './users.ts';

export const dealLifecycle = pgEnum('deal_lifecycle', [
  'draft',
  'submitted',
  'changes_requested',
  'rejected',
  'approved',
  'live',
  'funded',
  'failed',
  'exited',
]);
export const campaignType = pgEnum('campaign_type', ['buy_n_hold', 'fix_n_flip']);
export const reviewStage = pgEnum('review_stage', ['documents', 'valuation', 'legal']);
export const reviewDecision = pgEnum('review_decision', ['pass', 'changes_requested', 'reject']);
/** after-funding.md §4: `late` while a due report is missing, `non_reporting` after four due reports in a row are missing. */
export const reportingHealth = pgEnum('reporting_health', ['on_time', 'late', 'non_reporting']);

/** One expected distribution of the projection: a quarter ("2027-Q1") and an amount in minor units. */
export interface ProjectedDistribution {
  quarter: string;
  /** Minor units, as a decimal string (jsonb holds no bigint). */
  amount: string;
}

/** One milestone of a Fix 'N' Flip deal's draw schedule: its name and its share of the money in basis points. */
export interface DrawMilestone {
  name: string;
  shareBps: number;
}

/**
 * One campaign raising money for one property (platform.md §2). `raised` and `backers_count` are
 * kept in the same transaction as every commitment, cancellation and refund; the check on
 * `raised` is the last line of defence against overselling.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id),
    campaignType: campaignType('campaign_type').notNull(),
    /** The legal wrapper (after-funding.md §1): a term, locked once the deal is live. */
    structure: dealStructure('structure').notNull().default('private_spv'),
    /** Residential, Commercial, Industrial or Mixed-Use: the Live Deals "type". */
    assetClass: text('asset_class').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    minimumTicket: bigint('minimum_ticket', { mode: 'bigint' }).notNull(),
    maximumPerBacker: bigint('maximum_per_backer', { mode: 'bigint' }),
    /** 1520 = 15.2 %. */
    projectedRoiBps: integer('projected_roi_bps').notNull(),
    holdingPeriodMonths: integer('holding_period_months').notNull(),
    projection: jsonb('projection').$type<ProjectedDistribution[]>().notNull().default([]),
    /** A Fix 'N' Flip deal's milestones (after-funding.md §4), a term; empty means the one default milestone. Unused by Buy 'N' Hold. */
    drawSchedule: jsonb('draw_schedule').$type<DrawMilestone[]>().notNull().default([]),
    lifecycle: dealLifecycle('lifecycle').notNull().default('draft'),
    raised: bigint('raised', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    backersCount: integer('backers_count').notNull().default(0),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    originalDeadline: timestamp('original_deadline', { withTimezone: true }),
    extended: boolean('extended').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the backers whose preferences it matches were alerted and auto-invested (once per deal). */
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /** The last submission for review; the review queue waits from here. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The review round: 1 from the first submission, one more at each resubmission after changes
     * were requested. A review belongs to one round; approval needs the current round's three passes.
     */
    reviewRound: integer('review_round').notNull().default(1),
    /** Null before the first report falls due; kept by the reports module's job and on each acceptance. */
    reportingHealth: reportingHealth('reporting_health'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('deals_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    // A draft may be saved before its terms are filled in (0 = not given yet) or consistent; from
    // submission on they are complete.
    check('deals_target_positive', sql`${table.target} > 0 or (${table.lifecycle} = 'draft' and ${table.target} = 0)`),
    check(
      'deals_minimum_ticket',
      sql`(${table.minimumTicket} > 0 and ${table.minimumTicket} <= ${table.target}) or (${table.lifecycle} = 'draft' and ${table.minimumTicket} >= 0)`,
    ),
    check(
      'deals_maximum_per_backer',
      sql`${table.maximumPerBacker} is null or ${table.maximumPerBacker} >= ${table.minimumTicket} or ${table.lifecycle} = 'draft'`,
    ),
    check('deals_raised_within_target', sql`${table.raised} >= 0 and ${table.raised} <= ${table.target}`),
    check('deals_backers_count', sql`${table.backersCount} >= 0`),
    index('deals_property').on(table.propertyId),
    index('deals_proposer').on(table.proposerId),
    // The deadline job's sweep and the listing of live deals.
    index('deals_lifecycle_deadline').on(table.lifecycle, table.deadline),
  ],
);

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;

/** Each review decision, in order; the latest per stage is that stage's state. */
export const dealReviews = pgTable(
  'deal_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    stage: reviewStage('stage').notNull(),
    decision: reviewDecision('decision').notNull(),
    comment: text('comment').notNull().default(''),
    /** The deal's review round (its submission) this decision was made in. */
    round: integer('round').notNull().default(1),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deal_reviews_deal').on(table.dealId, table.createdAt)],
);

export type DealReviewRow = typeof dealReviews.$inferSelect;
export type NewDealReviewRow = typeof dealReviews.$inferInsert;

/**
 * A photo uploaded to a deal: WebP files under UPLOAD_DIR named by their content's hash (served
 * immutable), in the order the gallery shows them; the first is the property's cover. The
 * deal's property `images` lists their URLs in this order.
 */
export const dealPhotos = pgTable(
  'deal_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** The large version's site-relative URL; the small one is beside it (lead-images.ts smallPhotoUrl). */
    url: text('url').notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('deal_photos_deal_url').on(table.dealId, table.url), index('deal_photos_deal_position').on(table.dealId, table.position)],
);

export type DealPhotoRow = typeof dealPhotos.$inferSelect;

/** A PDF uploaded to a deal (title deeds, valuation): its proposer and the admin only. */
export const dealDocuments = pgTable(
  'deal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** The name it was uploaded with, cleaned, for the download's file name. */
    name: text('name').notNull(),
    /** The file under UPLOAD_DIR, relative to it. */
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deal_documents_deal').on(table.dealId, table.createdAt)],
);

export type DealDocumentRow = typeof dealDocuments.$inferSelect;

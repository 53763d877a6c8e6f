import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';
import { DEAL_STATUSES, dealSummarySchema } from './deal-summary.ts';
import { currencySchema, minorUnitsSchema } from './money.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';
import { storable } from './storable-text.ts';

/*
 * Deals as the API serves them (interfaces.md, "Bodies of the platform API"): a campaign raising
 * money for one property, amounts in minor units of the deal's currency.
 */

export { DEAL_STATUSES, dealSummarySchema, type DealStatus, type DealSummary } from './deal-summary.ts';

/** Live Deals' Property Type filter (spec §2): a deal's asset class. */
export const ASSET_CLASSES = ['Residential', 'Commercial', 'Industrial', 'Mixed-Use'] as const;

export const CAMPAIGN_TYPES = ['buy_n_hold', 'fix_n_flip'] as const;

/** The legal wrapper backers hold the property through (after-funding.md §1): it decides the tax on what the deal pays. */
export const DEAL_STRUCTURES = ['private_spv', 'sm_reit', 'llp', 'aif'] as const;
export type DealStructure = (typeof DEAL_STRUCTURES)[number];

const isoTime = z.string();

export const COMMITMENT_STATUSES = ['committed', 'funded', 'refunded', 'cancelled'] as const;
export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number];

export const commitmentSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  status: z.enum(COMMITMENT_STATUSES),
  created_at: isoTime,
  /** Null until the deal is extended and the backer answers. */
  extension_consent: z.nullable(z.boolean()),
  /** Until when the backer may still cancel it (null once the deal is not live). */
  cancellable_until: z.nullable(isoTime),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const REVIEW_STAGES = ['documents', 'valuation', 'legal'] as const;
export const REVIEW_DECISIONS = ['pass', 'changes_requested', 'reject'] as const;

export const reviewSchema = z.object({
  stage: z.enum(REVIEW_STAGES),
  decision: z.enum(REVIEW_DECISIONS),
  comment: z.string(),
  created_at: isoTime,
});

/** One expected distribution: a quarter ("2027-Q1") and an amount in minor units of the deal's currency. */
export const projectedDistributionSchema = z.object({ quarter: z.string(), amount: minorUnitsSchema });

/** The listing fields of the deal's property as its proposer wrote them (0 or '' where a draft has none yet). */
export const dealPropertySchema = z.object({
  title: z.string(),
  description: z.string(),
  type: z.string(),
  location: z.string(),
  price: minorUnitsSchema,
  area_sqft: z.number().check(z.int()),
  bedrooms: z.number().check(z.int()),
  bathrooms: z.number().check(z.int()),
  year_built: z.number().check(z.int()),
  features: z.array(z.string()),
  location_description: z.string(),
  agent: z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
});

/** A photo uploaded to a deal: `url` is the 1200 px WebP, with a 640 px one beside it (lead-images.ts smallPhotoUrl). */
export const dealPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
});

/** A PDF uploaded to a deal; `url` downloads it (its proposer and the admin only). */
export const dealDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  bytes: z.number().check(z.int()),
  url: z.string(),
  created_at: isoTime,
});

/** The answer to an upload: where the file is now (a photo's URL, or a document's download). */
export const uploadResponseSchema = z.object({ id: z.string(), url: z.string() });

export const dealPhotoParamsSchema = z.object({ id: idSchema, photoId: idSchema });
export const dealDocumentParamsSchema = z.object({ id: idSchema, docId: idSchema });

/** PUT /api/deals/:id/photos/order: every photo of the deal, once each, in the new order. */
export const photoOrderSchema = z.object({ ids: z.array(idSchema).check(z.maxLength(100)) });
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const dealSchema = z.extend(dealSummarySchema, {
  property_id: z.string(),
  /** Its sponsor, as the deal's page names it beside the link to the track record. */
  proposer: z.object({ id: z.string(), name: z.string(), company: z.nullable(z.string()) }),
  /** The property's title. */
  name: z.string(),
  location: z.string(),
  /** The asset class: Residential, Commercial, Industrial or Mixed-Use. */
  type: z.string(),
  campaign_type: z.enum(CAMPAIGN_TYPES),
  /** The legal wrapper backers hold the property through: a term, locked once live. */
  structure: z.enum(DEAL_STRUCTURES),
  /** Fix 'N' Flip: the milestones the money is drawn by (a term, locked once live); null for Buy 'N' Hold. */
  draw_schedule: z.nullable(z.array(z.object({ name: z.string(), share_bps: z.number().check(z.int()) }))),
  /** Projected return as the spec shows it: "15.2%". */
  roi: z.string(),
  projected_roi_bps: z.number().check(z.int()),
  holding_period_months: z.number().check(z.int()),
  listed_at: z.nullable(isoTime),
  original_deadline: z.nullable(isoTime),
  extended: z.boolean(),
  /** Where the deadline would move if extended now (EXTENSION_DURATION later): for its proposer and the admin while it is live and not yet extended; else null. */
  extended_deadline: z.nullable(isoTime),
  photos: z.array(z.string()),
  /** The photos uploaded to the deal, in the gallery's order (the first is the cover): ids for deleting and reordering. */
  uploaded_photos: z.array(dealPhotoSchema),
  /** The PDFs uploaded to the deal: its proposer and the admin; empty for anyone else. */
  documents: z.array(dealDocumentSchema),
  property: dealPropertySchema,
  projection: z.array(projectedDistributionSchema),
  /** When it was last submitted for review (null while a draft). */
  submitted_at: z.nullable(isoTime),
  /**
   * The current review round's decisions, oldest first (its proposer and the admin; empty for
   * anyone else). A resubmission starts a new round, clearing the changes requested in the last.
   */
  reviews: z.array(reviewSchema),
  /** What the deal still lacks before it can be submitted (field paths as in the body); empty once complete. */
  missing: z.array(z.string()),
  /** The signed-in backer's own commitments to this deal, newest first; empty for anyone else. */
  my_commitments: z.array(commitmentSchema),
  /**
   * Whether the caller may act on the deal as its proposer or the admin (edit it, list its backers):
   * decided by the server (policies.ts canManageDeal), so pages show Edit Deal and View All Backers from it.
   */
  viewer_can_manage: z.boolean(),
  /** Once funded (after-funding.md §1): when it funded, its total face value (its raised at funding), and the latest valuation's price per 10,000 of face value (null before the first); all null before funding. */
  funded_at: z.nullable(isoTime),
  face_value_total: z.nullable(minorUnitsSchema),
  price_bps: z.nullable(z.number().check(z.int())),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealParamsSchema = z.object({ id: idSchema });

/**
 * Live Deals: `status` (pending, completed, failed), `type` (asset class), `search` (name or location), paging.
 * `mine=true` lists the caller's own deals instead (a proposer's, in every lifecycle, newest
 * first); the other filters do not apply to it.
 */
export const dealListQuerySchema = z.object({
  mine: z.optional(z.enum(['true', 'false'], { error: msg('Mine must be true or false.') })),
  status: z.optional(z.enum(DEAL_STATUSES, { error: msg('Status must be pending, completed or failed.') })),
  type: z.optional(
    z.string().check(z.maxLength(40, { error: msg('Type must be at most 40 characters.') }), storable(msg('Type contains characters that are not allowed.'))),
  ),
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100, { error: msg('Search must be at most 100 characters.') }),
        storable(msg('Search contains characters that are not allowed.')),
      ),
  ),
  ...pagingQueryShape,
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

export const dealListResponseSchema = pagedResponseSchema(dealSchema);
export type DealList = z.infer<typeof dealListResponseSchema>;

import * as z from 'zod/mini';
import { DEAL_LIFECYCLES, DEAL_STATUSES, dealSummarySchema } from './deal-summary.ts';
import { amountInput, currencySchema, minorUnitsSchema } from './money.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';
import { PROPERTY_TYPES } from './property.ts';
import { storable } from './storable-text.ts';

/*
 * Deals as the API serves them (interfaces.md, "Bodies of the platform API"): a campaign raising
 * money for one property, amounts in minor units of the deal's currency.
 */

export { DEAL_STATUSES, dealSummarySchema, type DealStatus, type DealSummary } from './deal-summary.ts';

/** Live Deals' Property Type filter (spec §2): a deal's asset class. */
export const ASSET_CLASSES = ['Residential', 'Commercial', 'Industrial', 'Mixed-Use'] as const;

export const CAMPAIGN_TYPES = ['buy_n_hold', 'fix_n_flip'] as const;

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

export const dealPhotoParamsSchema = z.object({ id: z.string(), photoId: z.string() });
export const dealDocumentParamsSchema = z.object({ id: z.string(), docId: z.string() });

/** PUT /api/deals/:id/photos/order: every photo of the deal, once each, in the new order. */
export const photoOrderSchema = z.object({ ids: z.array(z.string()).check(z.maxLength(100)) });
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const dealSchema = z.extend(dealSummarySchema, {
  property_id: z.string(),
  proposer_id: z.string(),
  /** The property's title. */
  name: z.string(),
  location: z.string(),
  /** The asset class: Residential, Commercial, Industrial or Mixed-Use. */
  type: z.string(),
  campaign_type: z.enum(CAMPAIGN_TYPES),
  /** Projected return as the spec shows it: "15.2%". */
  roi: z.string(),
  projected_roi_bps: z.number().check(z.int()),
  holding_period_months: z.number().check(z.int()),
  listed_at: z.nullable(isoTime),
  original_deadline: z.nullable(isoTime),
  extended: z.boolean(),
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
});
export type Deal = z.infer<typeof dealSchema>;

export const dealParamsSchema = z.object({ id: z.string() });

/**
 * Live Deals: `status` (pending, completed, failed), `type` (asset class), `search` (name or location), paging.
 * `mine=true` lists the caller's own deals instead (a proposer's, in every lifecycle, newest
 * first); the other filters do not apply to it.
 */
export const dealListQuerySchema = z.object({
  mine: z.optional(z.enum(['true', 'false'], { error: 'Mine must be true or false.' })),
  status: z.optional(z.enum(DEAL_STATUSES, { error: 'Status must be pending, completed or failed.' })),
  type: z.optional(z.string().check(z.maxLength(40, { error: 'Type must be at most 40 characters.' }), storable('Type'))),
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, { error: 'Search must be at most 100 characters.' }), storable('Search')),
  ),
  ...pagingQueryShape,
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

export const dealListResponseSchema = pagedResponseSchema(dealSchema);
export type DealList = z.infer<typeof dealListResponseSchema>;

/* The deal form (POST /api/deals, PATCH /api/deals/:id): every field optional, a draft may be saved any time. */

const MAX_TEXT = 200;
const MAX_LONG_TEXT = 5000;

function text(label: string, max = MAX_TEXT) {
  return z.string({ error: `${label} must be text.` }).check(
    z.trim(),
    z.minLength(1, { error: `${label} must not be empty.` }),
    z.maxLength(max, { error: `${label} must be at most ${max} characters.` }),
    storable(label),
  );
}

function whole(label: string, min: number, max: number) {
  return z.number({ error: `${label} must be a number.` }).check(
    z.int({ error: `${label} must be a whole number.` }),
    z.gte(min, { error: `${label} must be at least ${min}.` }),
    z.lte(max, { error: `${label} must be at most ${max}.` }),
  );
}

export const MAX_FEATURES = 30;
export const MAX_PROJECTION_QUARTERS = 40;
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

export const dealPropertyInputSchema = z.strictObject(
  {
    title: z.optional(text('Title')),
    description: z.optional(text('Description', MAX_LONG_TEXT)),
    type: z.optional(z.enum(PROPERTY_TYPES, { error: 'Type must be Villa, Apartment, Townhouse, House or Cottage.' })),
    location: z.optional(text('Location')),
    price: z.optional(amountInput('Price')),
    area_sqft: z.optional(whole('Area', 1, 10_000_000)),
    bedrooms: z.optional(whole('Bedrooms', 0, 100)),
    bathrooms: z.optional(whole('Bathrooms', 0, 100)),
    year_built: z.optional(whole('Year built', 1800, 2100)),
    features: z.optional(
      z.array(text('A feature', 100), { error: 'Features must be a list of texts.' }).check(
        z.maxLength(MAX_FEATURES, { error: `At most ${MAX_FEATURES} features.` }),
      ),
    ),
    location_description: z.optional(text('Location description', MAX_LONG_TEXT)),
    agent: z.optional(
      z.strictObject(
        {
          name: z.optional(text('Agent name')),
          email: z.optional(
            z.pipe(
              z.string({ error: 'Agent email must be text.' }).check(z.trim(), z.maxLength(254, { error: 'Agent email must be at most 254 characters.' })),
              z.email({ error: 'Agent email must be an email address.' }),
            ),
          ),
          phone: z.optional(text('Agent phone', 40)),
          company: z.optional(text('Agent company')),
        },
        { error: 'The agent takes name, email, phone and company.' },
      ),
    ),
  },
  { error: 'The property takes its listing fields only.' },
);

export const dealInputSchema = z.strictObject(
  {
    property: z.optional(dealPropertyInputSchema),
    campaign_type: z.optional(z.enum(CAMPAIGN_TYPES, { error: 'Campaign type must be buy_n_hold or fix_n_flip.' })),
    asset_class: z.optional(z.enum(ASSET_CLASSES, { error: 'Asset class must be Residential, Commercial, Industrial or Mixed-Use.' })),
    currency: z.optional(currencySchema),
    target: z.optional(amountInput('Target')),
    minimum_ticket: z.optional(amountInput('Minimum ticket')),
    maximum_per_backer: z.optional(z.nullable(amountInput('Maximum per backer'))),
    projected_roi_bps: z.optional(whole('Projected ROI', 1, 100_000)),
    holding_period_months: z.optional(whole('Holding period', 1, 600)),
    projection: z.optional(
      z
        .array(
          z.strictObject(
            {
              quarter: z.string({ error: 'A quarter must be text such as 2027-Q1.' }).check(z.regex(QUARTER_PATTERN, { error: 'A quarter must look like 2027-Q1.' })),
              amount: amountInput('A projected distribution'),
            },
            { error: 'A projected distribution takes quarter and amount.' },
          ),
          { error: 'The projection must be a list of quarters and amounts.' },
        )
        .check(z.maxLength(MAX_PROJECTION_QUARTERS, { error: `At most ${MAX_PROJECTION_QUARTERS} quarters.` })),
    ),
  },
  { error: 'The deal takes property, campaign_type, asset_class, currency, target, minimum_ticket, maximum_per_backer, projected_roi_bps, holding_period_months and projection.' },
);
export type DealInput = z.infer<typeof dealInputSchema>;

export const reviewRequestSchema = z
  .strictObject(
    {
      stage: z.enum(REVIEW_STAGES, { error: 'Stage must be documents, valuation or legal.' }),
      decision: z.enum(REVIEW_DECISIONS, { error: 'Decision must be pass, changes_requested or reject.' }),
      comment: z.optional(
        z.string({ error: 'Comment must be text.' }).check(
          z.trim(),
          z.maxLength(MAX_LONG_TEXT, { error: `Comment must be at most ${MAX_LONG_TEXT} characters.` }),
          storable('Comment'),
        ),
      ),
    },
    { error: 'A review takes stage, decision and comment.' },
  )
  .check(
    z.refine((review) => review.decision === 'pass' || (review.comment ?? '') !== '', {
      error: 'A comment is required unless the stage passes.',
      path: ['comment'],
    }),
  );
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** One backer of a deal, for its proposer and the admin: one row per commitment. */
export const dealBackerSchema = z.object({
  commitment_id: z.string(),
  backer_id: z.string(),
  name: z.string(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  status: z.enum(COMMITMENT_STATUSES),
  extension_consent: z.nullable(z.boolean()),
  created_at: isoTime,
});
export const dealBackersResponseSchema = pagedResponseSchema(dealBackerSchema);
export type DealBackers = z.infer<typeof dealBackersResponseSchema>;
export const dealBackersQuerySchema = z.object({ ...pagingQueryShape });

/** The admin's review queue: deals in one lifecycle (submitted by default), oldest submission first. */
export const reviewQueueQuerySchema = z.object({
  lifecycle: z.optional(z.enum(DEAL_LIFECYCLES, { error: 'Lifecycle must be one of the deal lifecycles.' })),
  ...pagingQueryShape,
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
export const reviewQueueItemSchema = z.extend(dealSchema, {
  /** Milliseconds since its last submission, by the server's clock (null when never submitted). */
  waiting_ms: z.nullable(z.number().check(z.int())),
});
export const reviewQueueResponseSchema = pagedResponseSchema(reviewQueueItemSchema);
export type ReviewQueue = z.infer<typeof reviewQueueResponseSchema>;

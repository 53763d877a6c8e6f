import * as z from 'zod/mini';
import { DEAL_LIFECYCLES } from './deal-summary.ts';
import { ASSET_CLASSES, CAMPAIGN_TYPES, COMMITMENT_STATUSES, dealSchema, REVIEW_DECISIONS, REVIEW_STAGES } from './deals.ts';
import { amountInput, currencySchema, minorUnitsSchema } from './money.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';
import { PROPERTY_TYPES } from './property.ts';
import { storable } from './storable-text.ts';

const isoTime = z.string();

/*
 * The proposer's and the admin's side of a deal: the deal form, reviews, backers, the review queue.
 * Apart from deals.ts so the public pages, which read deals, do not carry the form's schemas.
 */

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

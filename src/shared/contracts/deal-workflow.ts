import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { DEAL_LIFECYCLES } from './deal-summary.ts';
import { ASSET_CLASSES, CAMPAIGN_TYPES, COMMITMENT_STATUSES, DEAL_STRUCTURES, dealSchema, REVIEW_DECISIONS, REVIEW_STAGES } from './deals.ts';
import { drawScheduleInputSchema } from './draws.ts';
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

function text(sentences: { notText: string; empty: string; tooLong: string; storable: string }, max = MAX_TEXT) {
  return z
    .string({ error: sentences.notText })
    .check(z.trim(), z.minLength(1, { error: sentences.empty }), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.storable));
}

function whole(sentences: { notNumber: string; notWhole: string; tooSmall: string; tooLarge: string }, min: number, max: number) {
  return z
    .number({ error: sentences.notNumber })
    .check(z.int({ error: sentences.notWhole }), z.gte(min, { error: sentences.tooSmall }), z.lte(max, { error: sentences.tooLarge }));
}

export const MAX_FEATURES = 30;
export const MAX_PROJECTION_QUARTERS = 40;
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

export const dealPropertyInputSchema = z.strictObject(
  {
    title: z.optional(
      text({
        notText: msg('Title must be text.'),
        empty: msg('Title must not be empty.'),
        tooLong: msg('Title must be at most 200 characters.'),
        storable: msg('Title contains characters that are not allowed.'),
      }),
    ),
    description: z.optional(
      text(
        {
          notText: msg('Description must be text.'),
          empty: msg('Description must not be empty.'),
          tooLong: msg('Description must be at most 5000 characters.'),
          storable: msg('Description contains characters that are not allowed.'),
        },
        MAX_LONG_TEXT,
      ),
    ),
    type: z.optional(z.enum(PROPERTY_TYPES, { error: msg('Type must be Villa, Apartment, Townhouse, House or Cottage.') })),
    location: z.optional(
      text({
        notText: msg('Location must be text.'),
        empty: msg('Location must not be empty.'),
        tooLong: msg('Location must be at most 200 characters.'),
        storable: msg('Location contains characters that are not allowed.'),
      }),
    ),
    price: z.optional(
      amountInput({
        notNumber: msg('Price must be a number of minor units (paise or cents).'),
        notWhole: msg('Price must be a whole number of minor units (paise or cents).'),
        notPositive: msg('Price must be more than zero.'),
        tooLarge: msg('Price is larger than the platform accepts.'),
      }),
    ),
    area_sqft: z.optional(
      whole(
        {
          notNumber: msg('Area must be a number.'),
          notWhole: msg('Area must be a whole number.'),
          tooSmall: msg('Area must be at least 1.'),
          tooLarge: msg('Area must be at most 10000000.'),
        },
        1,
        10_000_000,
      ),
    ),
    bedrooms: z.optional(
      whole(
        {
          notNumber: msg('Bedrooms must be a number.'),
          notWhole: msg('Bedrooms must be a whole number.'),
          tooSmall: msg('Bedrooms must be at least 0.'),
          tooLarge: msg('Bedrooms must be at most 100.'),
        },
        0,
        100,
      ),
    ),
    bathrooms: z.optional(
      whole(
        {
          notNumber: msg('Bathrooms must be a number.'),
          notWhole: msg('Bathrooms must be a whole number.'),
          tooSmall: msg('Bathrooms must be at least 0.'),
          tooLarge: msg('Bathrooms must be at most 100.'),
        },
        0,
        100,
      ),
    ),
    year_built: z.optional(
      whole(
        {
          notNumber: msg('Year built must be a number.'),
          notWhole: msg('Year built must be a whole number.'),
          tooSmall: msg('Year built must be at least 1800.'),
          tooLarge: msg('Year built must be at most 2100.'),
        },
        1800,
        2100,
      ),
    ),
    features: z.optional(
      z
        .array(
          text(
            {
              notText: msg('A feature must be text.'),
              empty: msg('A feature must not be empty.'),
              tooLong: msg('A feature must be at most 100 characters.'),
              storable: msg('A feature contains characters that are not allowed.'),
            },
            100,
          ),
          { error: msg('Features must be a list of texts.') },
        )
        .check(z.maxLength(MAX_FEATURES, { error: msg('At most 30 features.') })),
    ),
    location_description: z.optional(
      text(
        {
          notText: msg('Location description must be text.'),
          empty: msg('Location description must not be empty.'),
          tooLong: msg('Location description must be at most 5000 characters.'),
          storable: msg('Location description contains characters that are not allowed.'),
        },
        MAX_LONG_TEXT,
      ),
    ),
    agent: z.optional(
      z.strictObject(
        {
          name: z.optional(
            text({
              notText: msg('Agent name must be text.'),
              empty: msg('Agent name must not be empty.'),
              tooLong: msg('Agent name must be at most 200 characters.'),
              storable: msg('Agent name contains characters that are not allowed.'),
            }),
          ),
          email: z.optional(
            z.pipe(
              z
                .string({ error: msg('Agent email must be text.') })
                .check(z.trim(), z.maxLength(254, { error: msg('Agent email must be at most 254 characters.') })),
              z.email({ error: msg('Agent email must be an email address.') }),
            ),
          ),
          phone: z.optional(
            text(
              {
                notText: msg('Agent phone must be text.'),
                empty: msg('Agent phone must not be empty.'),
                tooLong: msg('Agent phone must be at most 40 characters.'),
                storable: msg('Agent phone contains characters that are not allowed.'),
              },
              40,
            ),
          ),
          company: z.optional(
            text({
              notText: msg('Agent company must be text.'),
              empty: msg('Agent company must not be empty.'),
              tooLong: msg('Agent company must be at most 200 characters.'),
              storable: msg('Agent company contains characters that are not allowed.'),
            }),
          ),
        },
        { error: msg('The agent takes name, email, phone and company.') },
      ),
    ),
  },
  { error: msg('The property takes its listing fields only.') },
);

export const dealInputSchema = z.strictObject(
  {
    property: z.optional(dealPropertyInputSchema),
    campaign_type: z.optional(z.enum(CAMPAIGN_TYPES, { error: msg('Campaign type must be buy_n_hold or fix_n_flip.') })),
    structure: z.optional(z.enum(DEAL_STRUCTURES, { error: msg('Structure must be private_spv, sm_reit, llp or aif.') })),
    asset_class: z.optional(z.enum(ASSET_CLASSES, { error: msg('Asset class must be Residential, Commercial, Industrial or Mixed-Use.') })),
    currency: z.optional(currencySchema),
    target: z.optional(
      amountInput({
        notNumber: msg('Target must be a number of minor units (paise or cents).'),
        notWhole: msg('Target must be a whole number of minor units (paise or cents).'),
        notPositive: msg('Target must be more than zero.'),
        tooLarge: msg('Target is larger than the platform accepts.'),
      }),
    ),
    minimum_ticket: z.optional(
      amountInput({
        notNumber: msg('Minimum ticket must be a number of minor units (paise or cents).'),
        notWhole: msg('Minimum ticket must be a whole number of minor units (paise or cents).'),
        notPositive: msg('Minimum ticket must be more than zero.'),
        tooLarge: msg('Minimum ticket is larger than the platform accepts.'),
      }),
    ),
    maximum_per_backer: z.optional(
      z.nullable(
        amountInput({
          notNumber: msg('Maximum per backer must be a number of minor units (paise or cents).'),
          notWhole: msg('Maximum per backer must be a whole number of minor units (paise or cents).'),
          notPositive: msg('Maximum per backer must be more than zero.'),
          tooLarge: msg('Maximum per backer is larger than the platform accepts.'),
        }),
      ),
    ),
    projected_roi_bps: z.optional(
      whole(
        {
          notNumber: msg('Projected ROI must be a number.'),
          notWhole: msg('Projected ROI must be a whole number.'),
          tooSmall: msg('Projected ROI must be at least 1.'),
          tooLarge: msg('Projected ROI must be at most 100000.'),
        },
        1,
        100_000,
      ),
    ),
    holding_period_months: z.optional(
      whole(
        {
          notNumber: msg('Holding period must be a number.'),
          notWhole: msg('Holding period must be a whole number.'),
          tooSmall: msg('Holding period must be at least 1.'),
          tooLarge: msg('Holding period must be at most 600.'),
        },
        1,
        600,
      ),
    ),
    projection: z.optional(
      z
        .array(
          z.strictObject(
            {
              quarter: z
                .string({ error: msg('A quarter must be text such as 2027-Q1.') })
                .check(z.regex(QUARTER_PATTERN, { error: msg('A quarter must look like 2027-Q1.') })),
              amount: amountInput({
                notNumber: msg('A projected distribution must be a number of minor units (paise or cents).'),
                notWhole: msg('A projected distribution must be a whole number of minor units (paise or cents).'),
                notPositive: msg('A projected distribution must be more than zero.'),
                tooLarge: msg('A projected distribution is larger than the platform accepts.'),
              }),
            },
            { error: msg('A projected distribution takes quarter and amount.') },
          ),
          { error: msg('The projection must be a list of quarters and amounts.') },
        )
        .check(z.maxLength(MAX_PROJECTION_QUARTERS, { error: msg('At most 40 quarters.') })),
    ),
    /** Fix 'N' Flip: the milestones the money is drawn by (a Buy 'N' Hold deal has none). */
    draw_schedule: z.optional(drawScheduleInputSchema),
  },
  {
    error: msg(
      'The deal takes property, campaign_type, structure, asset_class, currency, target, minimum_ticket, maximum_per_backer, projected_roi_bps, holding_period_months, projection and draw_schedule.',
    ),
  },
);
export type DealInput = z.infer<typeof dealInputSchema>;

/**
 * POST /api/deals: the form's fields and, from the admin only, `proposer_id`: the proposer the new
 * deal is for, who owns it from then on (submits, publishes and extends it; the admin edits and reviews).
 */
export const dealCreateSchema = z.strictObject(
  {
    ...dealInputSchema.shape,
    proposer_id: z.optional(
      z.string({ error: msg('Proposer must be an account id.') }).check(z.maxLength(100, { error: msg('Proposer must be an account id.') })),
    ),
  },
  {
    error: msg(
      'A new deal takes property, campaign_type, structure, asset_class, currency, target, minimum_ticket, maximum_per_backer, projected_roi_bps, holding_period_months, projection and draw_schedule, and from the admin proposer_id.',
    ),
  },
);
export type DealCreateInput = z.infer<typeof dealCreateSchema>;

export const reviewRequestSchema = z
  .strictObject(
    {
      stage: z.enum(REVIEW_STAGES, { error: msg('Stage must be documents, valuation or legal.') }),
      decision: z.enum(REVIEW_DECISIONS, { error: msg('Decision must be pass, changes_requested or reject.') }),
      comment: z.optional(
        z
          .string({ error: msg('Comment must be text.') })
          .check(
            z.trim(),
            z.maxLength(MAX_LONG_TEXT, { error: msg('Comment must be at most 5000 characters.') }),
            storable(msg('Comment contains characters that are not allowed.')),
          ),
      ),
    },
    { error: msg('A review takes stage, decision and comment.') },
  )
  .check(
    z.refine((review) => review.decision === 'pass' || (review.comment ?? '') !== '', {
      error: msg('A comment is required unless the stage passes.'),
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
  lifecycle: z.optional(z.enum(DEAL_LIFECYCLES, { error: msg('Lifecycle must be one of the deal lifecycles.') })),
  ...pagingQueryShape,
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
export const reviewQueueItemSchema = z.extend(dealSchema, {
  /** Milliseconds since its last submission, by the server's clock (null when never submitted). */
  waiting_ms: z.nullable(z.number().check(z.int())),
});
export const reviewQueueResponseSchema = pagedResponseSchema(reviewQueueItemSchema);
export type ReviewQueue = z.infer<typeof reviewQueueResponseSchema>;

/* A deal's files (POST /api/deals/:id/photos and /documents): the server checks them by content, the form by type and size first. */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 20;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** How many of the proposer's other deals the review page lists, newest first. */
export const MAX_PAST_DEALS = 20;

/** GET /api/admin/deals/:id/proposer: who proposes the deal, and how their other deals have gone. */
export const dealProposerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Their other deals that went to review (every lifecycle but draft), newest first, at most MAX_PAST_DEALS. */
  past_deals: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      lifecycle: z.enum(DEAL_LIFECYCLES),
      currency: currencySchema,
      raised: minorUnitsSchema,
      target: minorUnitsSchema,
      created_at: isoTime,
    }),
  ),
  /** How many such deals there are in all. */
  past_deals_total: z.number().check(z.int()),
});
export type DealProposer = z.infer<typeof dealProposerSchema>;

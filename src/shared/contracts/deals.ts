import * as z from 'zod/mini';
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
  reviews: z.array(z.object({ stage: z.string(), decision: z.string(), comment: z.string() })),
  /** The signed-in backer's own commitments to this deal, newest first; empty for anyone else. */
  my_commitments: z.array(commitmentSchema),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealParamsSchema = z.object({ id: z.string() });

/** Live Deals: `status` (pending, completed, failed), `type` (asset class), `search` (name or location), paging. */
export const dealListQuerySchema = z.object({
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

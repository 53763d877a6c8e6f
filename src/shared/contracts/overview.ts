import * as z from 'zod/mini';
import { ASSET_CLASSES, COMMITMENT_STATUSES } from './deals.ts';
import { currencySchema, minorUnitsSchema } from './money.ts';

/*
 * GET /api/dashboard/overview (interfaces.md; spec §2 "Overview"): the platform's figures as
 * domain data. Money in minor units with its currency (the totals in US cents, converted at the
 * admin's exchange rates), times as ISO instants, trends as percentages. Titles, icons, colours,
 * "$8.5M" and "+8.2%" are the client's business. Every figure is the same for every role.
 */

/** The spec's sample table holds twelve; the table pages them five at a time. */
export const RECENT_INVESTMENTS_COUNT = 12;

export const overviewFigureSchema = z.object({
  /** The figure now. */
  value: z.number(),
  /** The figure at the end of last month (UTC); null when it had none (no live deal to average). */
  last_month: z.nullable(z.number()),
  /**
   * Change against the end of last month in percent, one decimal (8.2 for +8.2 %); null when
   * last month had no value to compare with (nothing, or zero).
   */
  trend: z.nullable(z.number()),
});
export type OverviewFigure = z.infer<typeof overviewFigureSchema>;

export const recentInvestmentSchema = z.object({
  /** The commitment's id. */
  id: z.string(),
  deal_id: z.string(),
  /** The deal's property title. */
  deal_name: z.string(),
  /** The backer's name. */
  investor: z.string(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  status: z.enum(COMMITMENT_STATUSES),
  created_at: z.string(),
});
export type RecentInvestment = z.infer<typeof recentInvestmentSchema>;

export const overviewSchema = z.object({
  /** When the figures were read. */
  as_of: z.string(),
  /** The currency of every platform total below: the spec's reporting currency. */
  currency: z.literal('USD'),
  /** How many properties the platform lists. */
  total_properties: overviewFigureSchema,
  /** US cents held by committed and funded commitments, every deal's currency converted. */
  total_investments: overviewFigureSchema,
  /** Backers with at least one committed or funded commitment. */
  active_backers: overviewFigureSchema,
  /** The average projected ROI of the live deals, in percent (15.2 for 15.2 %). */
  average_roi: overviewFigureSchema,
  /** The admin's fundraising goal: what is invested now against its target (US cents) and day. */
  fundraising: z.object({
    raised: minorUnitsSchema,
    /** Null when no goal is set. */
    target: z.nullable(minorUnitsSchema),
    /** `YYYY-MM-DD`; null when no goal is set. */
    due_on: z.nullable(z.string()),
  }),
  /** Platform fees posted in each month of this year so far, in US cents. */
  monthly_revenue: z.object({
    year: z.number().check(z.int()),
    months: z.array(z.object({ month: z.string(), amount: minorUnitsSchema })),
  }),
  /** How many deals of each asset class have gone live: the property-type mix. */
  property_types: z.array(z.object({ asset_class: z.enum(ASSET_CLASSES), deals: z.number().check(z.int()) })),
  /** The latest commitments on the platform, newest first. */
  recent_investments: z.array(recentInvestmentSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

import * as z from 'zod/mini';
import { DEAL_LIFECYCLES } from './deal-summary.ts';
import { ASSET_CLASSES } from './deals.ts';
import { minorUnitsSchema } from './money.ts';

/*
 * GET /api/dashboard/stats (interfaces.md; spec §2 "Stats"; platform.md §5): the figures behind
 * the signed-in role's six charts, as domain data. Money in US cents (every deal's currency
 * converted at the admin's exchange rates, like the Overview), months as `YYYY-MM` (UTC) from
 * January of this year up to this month, ROI in basis points. Titles, chart types and colours
 * are the client's business.
 */

const count = z.number().check(z.int(), z.nonnegative());
const month = z.string().check(z.regex(/^\d{4}-\d{2}$/));

/** Age groups of the admin's "Investor Age Demographics", by the age a backer reaches this year. */
export const AGE_GROUPS = ['18–24', '25–34', '35–44', '45–54', '55–64', '65+'] as const;

/** Ticket sizes as multiples of the deal's minimum ticket, each by its lower bound. */
export const TICKET_SIZES = ['1x', '1.5x', '2x', '5x', '10x'] as const;

export const adminStatsSchema = z.object({
  role: z.literal('admin'),
  as_of: z.string(),
  /** Platform fees posted in each month so far this year, and in the same month of last year. */
  revenue: z.array(z.object({ month, this_year: minorUnitsSchema, last_year: minorUnitsSchema })),
  /** Money held by committed and funded commitments at each month's end (this month: now). */
  invested: z.array(z.object({ month, amount: minorUnitsSchema })),
  /** Active backers (holding money in a deal) by age group, from the year of birth of their verified KYC. */
  age_groups: z.array(z.object({ group: z.enum(AGE_GROUPS), backers: count })),
  /** Deals that went live, per asset class: how they ended, and their mean projected ROI (null when none). */
  asset_classes: z.array(z.object({ asset_class: z.enum(ASSET_CLASSES), live: count, funded: count, failed: count, average_roi_bps: z.nullable(z.number()) })),
  /** Money in live and funded deals by property location, largest first; the rest as one "Elsewhere" entry. */
  locations: z.array(z.object({ location: z.string(), amount: minorUnitsSchema })),
  /** Backers whose first commitment ever was made in each month. */
  new_backers: z.array(z.object({ month, backers: count })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const backerStatsSchema = z.object({
  role: z.literal('backer'),
  as_of: z.string(),
  /**
   * From January of last year to this month: the backer's money at work (committed or funded) at
   * each month's end, its value then (what a funded deal issued at its face value × the latest
   * valuation by then, the rest at cost), and the income paid to the backer in the month, before
   * and after the tax withheld (after-funding.md §3).
   */
  months: z.array(z.object({ month, invested: minorUnitsSchema, value: minorUnitsSchema, received_gross: minorUnitsSchema, received_net: minorUnitsSchema })),
  /** Deals the backer has money in now, largest first. */
  holdings: z.array(
    z.object({
      deal_id: z.string(),
      name: z.string(),
      asset_class: z.enum(ASSET_CLASSES),
      amount: minorUnitsSchema,
      projected_roi_bps: z.number().check(z.int()),
      holding_period_months: count,
      /** What the holding has returned so far: (income received after tax + value now − invested) / invested, the equity multiple less 1.0x. */
      return_bps: z.number().check(z.int()),
    }),
  ),
});
export type BackerStats = z.infer<typeof backerStatsSchema>;

export const proposerStatsSchema = z.object({
  role: z.literal('proposer'),
  as_of: z.string(),
  /** Every deal of the proposer, newest first: where it stands, raised against target, backers. */
  deals: z.array(
    z.object({
      deal_id: z.string(),
      name: z.string(),
      lifecycle: z.enum(DEAL_LIFECYCLES),
      raised: minorUnitsSchema,
      target: minorUnitsSchema,
      backers: count,
    }),
  ),
  /** Commitments made to the proposer's deals in each month. */
  commitments: z.array(z.object({ month, commitments: count })),
  /** Commitments holding money in the proposer's deals, by ticket size. */
  ticket_sizes: z.array(z.object({ size: z.enum(TICKET_SIZES), commitments: count })),
  /** The net change of the money held by commitments to the proposer's deals in each month (commitments less cancellations and refunds). */
  raised: z.array(z.object({ month, amount: minorUnitsSchema })),
  /** What funded deals paid the proposer (raised less the platform fee) in each month. */
  payouts: z.array(z.object({ month, amount: minorUnitsSchema })),
  /** The management fee lines of the proposer's distributions paid in each month. */
  management_fees: z.array(z.object({ month, amount: minorUnitsSchema })),
});
export type ProposerStats = z.infer<typeof proposerStatsSchema>;

export const statsSchema = z.discriminatedUnion('role', [adminStatsSchema, backerStatsSchema, proposerStatsSchema]);
export type Stats = z.infer<typeof statsSchema>;

import * as z from 'zod/mini';
import { reportingHealthSchema } from './deal-summary.ts';
import { currencySchema, minorUnitsSchema } from './money.ts';

/*
 * Sponsor accountability in figures (after-funding.md §4; interfaces.md "After funding"): a funded
 * deal's promised vs actual, and a proposer's public track record. Plain data, so the public pages
 * check them with generated Shapes (ADR 008).
 */

/** GET /api/deals/:id/performance: amounts in the deal currency's minor units. */
export const dealPerformanceSchema = z.object({
  deal_id: z.string(),
  currency: currencySchema,
  /** From the funding's quarter to the later of the current quarter and the last projected one, oldest first. */
  quarters: z.array(
    z.object({
      quarter: z.string(),
      /** The projection frozen at approval; 0 where it promised nothing. */
      promised: minorUnitsSchema,
      /** The distributable of the quarter's paid distributions. */
      paid: minorUnitsSchema,
    }),
  ),
  /**
   * Paid / promised over the quarters owed so far (10,000 = all of it): those that have ended, and
   * the current one once anything was paid for it; null while nothing was owed.
   */
  delivered_bps: z.nullable(z.number().check(z.int())),
  reporting_health: reportingHealthSchema,
  /** The earliest quarter from the funding's without an accepted report, and the last Indian date its report is on time. */
  next_report_due: z.object({ quarter: z.string(), due_on: z.string() }),
  /** The posted balance of the deal's fee-hold account: management fees kept until their quarters' reports are accepted. */
  fees_held: minorUnitsSchema,
});
export type DealPerformance = z.infer<typeof dealPerformanceSchema>;

const amountsSchema = z.array(z.object({ currency: currencySchema, amount: minorUnitsSchema }));
export type CurrencyAmounts = z.infer<typeof amountsSchema>;

/** GET /api/proposers/:id: the track record (interfaces.md, "Track record"). */
export const trackRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.nullable(z.string()),
  member_since: z.string(),
  /** Deals that went live at least, by outcome. */
  deals: z.object({
    total: z.number().check(z.int()),
    live: z.number().check(z.int()),
    funded: z.number().check(z.int()),
    failed: z.number().check(z.int()),
    exited: z.number().check(z.int()),
  }),
  /** What funded (and exited) deals raised, per currency. */
  raised: amountsSchema,
  /** The projections of funded and exited deals for the quarters owed so far (as a deal's delivered share counts them), per currency. */
  promised: amountsSchema,
  /** Their paid distributions, per currency. */
  paid: amountsSchema,
  /** The mean of the deals' delivered shares (currencies do not add up); null while nothing was promised. */
  delivered_bps: z.nullable(z.number().check(z.int())),
  /** The XIRR of the exited deals' pooled flows; null = not enough history. */
  realised_xirr_bps: z.nullable(z.number().check(z.int())),
  /** The worst of its deals'. */
  reporting_health: reportingHealthSchema,
  median_answer_hours: z.nullable(z.number()),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

import * as z from 'zod/mini';
import { currencySchema, minorUnitsSchema } from './money.ts';

/*
 * The part of a deal every property answer carries (the listing card, the funding panel). Apart
 * from deals.ts, which re-exports it, so the public pages load only this and not the schemas of
 * Live Deals, commitments and the deal forms.
 */

export const DEAL_LIFECYCLES = ['draft', 'submitted', 'changes_requested', 'rejected', 'approved', 'live', 'funded', 'failed', 'exited'] as const;

/** The spec's Live Deals status: pending while live, completed once funded, failed; null before live. */
export const DEAL_STATUSES = ['pending', 'completed', 'failed'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** after-funding.md §4: `late` while a due report is missing, `non_reporting` after four in a row; null before the first is due. */
export const REPORTING_HEALTHS = ['on_time', 'late', 'non_reporting'] as const;
export type ReportingHealth = (typeof REPORTING_HEALTHS)[number];
export const reportingHealthSchema = z.nullable(z.enum(REPORTING_HEALTHS));

/** What the listing card and the funding panel need of a property's live or latest deal. */
export const dealSummarySchema = z.object({
  id: z.string(),
  /** Whose deal it is: the card and the page link to the proposer's track record. */
  proposer_id: z.string(),
  lifecycle: z.enum(DEAL_LIFECYCLES),
  status: z.nullable(z.enum(DEAL_STATUSES)),
  currency: currencySchema,
  target: minorUnitsSchema,
  raised: minorUnitsSchema,
  backers: z.number().check(z.int()),
  minimum_ticket: minorUnitsSchema,
  maximum_per_backer: z.nullable(minorUnitsSchema),
  deadline: z.nullable(z.string()),
  /** The sponsor's reporting on this deal, shown beside it (after-funding.md §4). */
  reporting_health: reportingHealthSchema,
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { parseQuarter } from '../periods.ts';
import { idSchema } from '../uuid.ts';
import { currencySchema, MAX_AMOUNT_MINOR, minorUnitsSchema } from './money.ts';
import { commentRequestSchema } from './reason.ts';
import { storable } from './storable-text.ts';

/*
 * Quarterly reports and reporting health (after-funding.md §4; interfaces.md "After funding"):
 * the proposer files a funded deal's report each quarter, due REPORT_GRACE after the quarter ends;
 * the admin accepts it or returns it with a comment; accepted reports are public. Amounts are
 * whole minor units of the deal's currency, occupancy in basis points (9500 = 95 % let).
 */

export const REPORT_STATUSES = ['draft', 'submitted', 'accepted', 'returned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORTING_HEALTHS = ['on_time', 'late', 'non_reporting'] as const;
export type ReportingHealth = (typeof REPORTING_HEALTHS)[number];

export const NARRATIVE_MAX_LENGTH = 10_000;
/** Photos and documents a report may carry, each. */
export const REPORT_MAX_FILES = 10;
export const REPORT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

const amount = z
  .number({ error: msg('Each amount must be a number of minor units (paise or cents).') })
  .check(
    z.int({ error: msg('Each amount must be a whole number of minor units (paise or cents).') }),
    z.gte(0, { error: msg('No amount may be negative.') }),
    z.lte(MAX_AMOUNT_MINOR, { error: msg('An amount is larger than the platform accepts.') }),
  );

const fields = {
  narrative: z
    .string({ error: msg('Write the narrative of the quarter.') })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('Write the narrative of the quarter.') }),
      z.maxLength(NARRATIVE_MAX_LENGTH, { error: msg('The narrative is at most 10,000 characters.') }),
      storable(msg('The narrative contains characters that are not allowed.')),
    ),
  occupancy_bps: z
    .number({ error: msg('Occupancy must be a number of basis points (9500 = 95%).') })
    .check(
      z.int({ error: msg('Occupancy must be a whole number of basis points (9500 = 95%).') }),
      z.gte(0, { error: msg('Occupancy is between 0% and 100%.') }),
      z.lte(10_000, { error: msg('Occupancy is between 0% and 100%.') }),
    ),
  rent_collected: amount,
  expenses: amount,
  capex: amount,
  reserve_balance: amount,
};

/** POST /api/deals/:id/reports. */
export const reportInputSchema = z.strictObject(
  {
    quarter: z
      .string({ error: msg('Quarter must be a quarter such as 2027-Q1.') })
      .check(z.refine((text) => parseQuarter(text) !== null, { error: msg('Quarter must be a quarter such as 2027-Q1.') })),
    ...fields,
  },
  { error: msg('A report takes quarter, narrative, occupancy_bps, rent_collected, expenses, capex and reserve_balance.') },
);
export type ReportInput = z.infer<typeof reportInputSchema>;

/** PATCH /api/reports/:id: any of the figures and the narrative; the quarter stays. */
export const reportPatchSchema = z.strictObject(
  {
    narrative: z.optional(fields.narrative),
    occupancy_bps: z.optional(fields.occupancy_bps),
    rent_collected: z.optional(fields.rent_collected),
    expenses: z.optional(fields.expenses),
    capex: z.optional(fields.capex),
    reserve_balance: z.optional(fields.reserve_balance),
  },
  { error: msg('A report can change its narrative, occupancy_bps, rent_collected, expenses, capex and reserve_balance.') },
);
export type ReportPatch = z.infer<typeof reportPatchSchema>;

/** POST /api/admin/reports/:id/return. */
export const returnReportSchema = commentRequestSchema({ missing: msg('Say what the report needs.'), wrapper: msg('Returning a report takes a comment.') });

export const reportSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  deal_name: z.string(),
  quarter: z.string(),
  status: z.enum(REPORT_STATUSES),
  currency: currencySchema,
  narrative: z.string(),
  occupancy_bps: z.number(),
  rent_collected: minorUnitsSchema,
  expenses: minorUnitsSchema,
  capex: minorUnitsSchema,
  reserve_balance: minorUnitsSchema,
  photos: z.array(z.string()),
  documents: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The admin's, when returned. */
  comment: z.nullable(z.string()),
  /** The last day to file it (the quarter's end plus REPORT_GRACE), an Indian date. */
  due_on: z.string(),
  submitted_at: z.nullable(z.string()),
  accepted_at: z.nullable(z.string()),
});
export type Report = z.infer<typeof reportSchema>;

const dueSchema = z.object({ quarter: z.string(), due_on: z.string() });

/**
 * GET /api/deals/:id/reports: every report for the deal's proposer and the admin, the accepted
 * ones for anyone else, newest quarter first. For those who file: the next report due, the
 * questions left open over 7 days (listed in the report) and the fees held per quarter.
 */
export const reportListSchema = z.object({
  items: z.array(reportSchema),
  reporting_health: z.nullable(z.enum(REPORTING_HEALTHS)),
  next_due: z.nullable(dueSchema),
  viewer_can_file: z.boolean(),
  open_questions: z.array(z.object({ id: z.string(), body: z.string(), asked_at: z.string() })),
  fees_held: z.array(z.object({ quarter: z.string(), amount: minorUnitsSchema })),
});
export type ReportList = z.infer<typeof reportListSchema>;

/** One funded deal's reporting, as the admin's list shows it: the quarters overdue first. */
export const dealReportingSchema = z.object({
  deal_id: z.string(),
  deal_name: z.string(),
  proposer_name: z.string(),
  currency: currencySchema,
  reporting_health: z.nullable(z.enum(REPORTING_HEALTHS)),
  /** Quarters whose report is past due and not accepted, oldest first. */
  overdue: z.array(z.string()),
  next_due: z.nullable(dueSchema),
  fees_held: minorUnitsSchema,
});
export type DealReporting = z.infer<typeof dealReportingSchema>;

/** GET /api/admin/reports: submitted reports oldest first, and every funded deal's health, overdue ones first. */
export const adminReportsSchema = z.object({ queue: z.array(reportSchema), health: z.array(dealReportingSchema) });
export type AdminReports = z.infer<typeof adminReportsSchema>;

/** GET /api/reports/:id/documents/:fileId. */
export const reportDocumentParamsSchema = z.object({ id: idSchema, fileId: idSchema });

import * as z from 'zod/mini';
import { financialYearQuery } from './distributions.ts';
import { INCOME_TYPES } from './income.ts';
import { currencySchema, minorUnitsSchema } from './money.ts';

/*
 * The backer's Tax page (after-funding.md §3; interfaces.md "After funding"): a financial year's
 * income per deal, income type and TDS section, gross, tax withheld and net, in whole minor units
 * of the deal's currency.
 */

/** GET /api/portfolio/tax: the financial year, the current one when left out. */
export const taxQuerySchema = z.strictObject({ fy: z.optional(financialYearQuery) });

export const taxRowSchema = z.object({
  deal_id: z.string(),
  /** The property's title. */
  deal_name: z.string(),
  income_type: z.enum(INCOME_TYPES),
  gross: minorUnitsSchema,
  tds: minorUnitsSchema,
  net: minorUnitsSchema,
  /** The 1961 Act's section (`194A`); null where nothing is withheld by rule. */
  section: z.nullable(z.string()),
  /** The 2025 Act's label (`393(1) Sl.5(iii)`), for payments from 2026-04-01. */
  section_2025: z.nullable(z.string()),
  currency: currencySchema,
});
export type TaxRow = z.infer<typeof taxRowSchema>;

export const taxSummarySchema = z.object({
  fy: z.string(),
  rows: z.array(taxRowSchema),
  /** Each tax quarter's Form 16A (quarter 1 = April to June), once the admin has uploaded it; `url` downloads it with the session. */
  certificates: z.array(z.object({ deal_id: z.string(), deal_name: z.string(), quarter: z.number(), url: z.string() })),
  /** The financial years the backer was paid income in, newest first. */
  years: z.array(z.string()),
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;

import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { parseFinancialYear, parseQuarter } from '../periods.ts';
import { canonicalId, idSchema, isUuid } from '../uuid.ts';
import { depositInstructionsSchema } from './wallet.ts';
import { INCOME_TYPES, LINE_SIGNS, WATERFALL_LINE_KINDS } from './income.ts';
import { currencySchema, MAX_AMOUNT_MINOR, minorUnitsSchema } from './money.ts';
import { storable } from './storable-text.ts';
import { reasonRequestSchema } from './reason.ts';

/*
 * Distributions (after-funding.md §2; interfaces.md "After funding"): a funded deal's quarter of
 * income as a waterfall of signed lines, split by income type, paid in by its proposer, confirmed
 * and approved by the admin, and paid to each holder by a job. Amounts are whole minor units of
 * the deal's currency.
 */

export const DISTRIBUTION_STATUSES = ['draft', 'submitted', 'funded', 'approved', 'paid', 'rejected'] as const;

const isoTime = z.string();

/** A signed amount a person sends: whole minor units within what the platform accepts either way. */
const signedAmount = z
  .number({ error: msg('Each line amount must be a number of minor units (paise or cents).') })
  .check(
    z.int({ error: msg('Each line amount must be a whole number of minor units (paise or cents).') }),
    z.gte(-MAX_AMOUNT_MINOR, { error: msg('A line amount is larger than the platform accepts.') }),
    z.lte(MAX_AMOUNT_MINOR, { error: msg('A line amount is larger than the platform accepts.') }),
  );

const splitAmount = z
  .number({ error: msg('Each part of the split must be a number of minor units (paise or cents).') })
  .check(
    z.int({ error: msg('Each part of the split must be a whole number of minor units (paise or cents).') }),
    z.gte(0, { error: msg('No part of the split may be negative.') }),
    z.lte(MAX_AMOUNT_MINOR, { error: msg('A part of the split is larger than the platform accepts.') }),
  );

export const waterfallLineInputSchema = z
  .strictObject(
    {
      kind: z.enum(WATERFALL_LINE_KINDS, { error: msg('Each line kind must be gross_rent, tenant_tds, other_income, expense, management_fee or reserve.') }),
      label: z
        .string({ error: msg('Each line needs a label.') })
        .check(
          z.trim(),
          z.minLength(1, { error: msg('Each line needs a label.') }),
          z.maxLength(120, { error: msg('A line label is at most 120 characters.') }),
          storable(msg('A line label contains characters that are not allowed.')),
        ),
      amount: signedAmount,
    },
    { error: msg('Each line takes kind, label and amount.') },
  )
  .check(
    z.refine((line) => LINE_SIGNS[line.kind] !== 'positive' || line.amount >= 0, {
      error: msg('Income lines (gross rent, other income) cannot be negative.'),
      path: ['amount'],
    }),
    z.refine((line) => LINE_SIGNS[line.kind] !== 'negative' || line.amount <= 0, {
      error: msg("Deductions (the tenant's TDS, expenses, the management fee) cannot be positive."),
      path: ['amount'],
    }),
  );

/** What the proposer splits the distributable into; the parts add up to it to the paisa. */
export const splitInputSchema = z.strictObject(
  {
    interest: splitAmount,
    dividend: splitAmount,
    rent: splitAmount,
    return_of_capital: splitAmount,
  },
  { error: msg('The split takes interest, dividend, rent and return_of_capital.') },
);

const periodInput = z
  .string({ error: msg('Period must be a quarter such as 2027-Q1.') })
  .check(z.refine((text) => parseQuarter(text) !== null, { error: msg('Period must be a quarter such as 2027-Q1.') }));

const linesInput = z
  .array(waterfallLineInputSchema, { error: msg('Lines must be a list of waterfall lines.') })
  .check(z.minLength(1, { error: msg('A distribution needs at least one line.') }), z.maxLength(40, { error: msg('A distribution has at most 40 lines.') }));

/** POST /api/deals/:id/distributions: a draft. */
export const distributionInputSchema = z.strictObject(
  { period: periodInput, lines: linesInput, split: splitInputSchema },
  { error: msg('A distribution takes period, lines and split.') },
);
export type DistributionInput = z.infer<typeof distributionInputSchema>;

/** PATCH /api/distributions/:id: any of the draft's parts, each replaced whole. */
export const distributionPatchSchema = z.strictObject(
  { period: z.optional(periodInput), lines: z.optional(linesInput), split: z.optional(splitInputSchema) },
  { error: msg('A distribution takes period, lines and split.') },
);
export type DistributionPatch = z.infer<typeof distributionPatchSchema>;

/** POST /api/admin/distributions/:id/reject. */
export const rejectDistributionSchema = reasonRequestSchema(msg('A rejection takes a reason.'));

export const distributionSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  /** The property's title, for lists. */
  deal_name: z.string(),
  period: z.string(),
  status: z.enum(DISTRIBUTION_STATUSES),
  currency: currencySchema,
  lines: z.array(
    z.object({
      kind: z.enum(WATERFALL_LINE_KINDS),
      label: z.string(),
      amount: minorUnitsSchema,
      evidence_url: z.nullable(z.string()),
    }),
  ),
  /** The lines' sum: what the holders share. */
  distributable: minorUnitsSchema,
  /** What the proposer pays in: the distributable plus the management fee. */
  to_fund: minorUnitsSchema,
  split: z.object({
    interest: minorUnitsSchema,
    dividend: minorUnitsSchema,
    rent: minorUnitsSchema,
    return_of_capital: minorUnitsSchema,
    capital_gain: minorUnitsSchema,
    /** Held management fees paid to the holders of a non-reporting deal (a distribution the platform makes). */
    compensation: minorUnitsSchema,
  }),
  reference: z.string(),
  /** Where to pay `to_fund`, quoting `reference`. */
  instructions: depositInstructionsSchema,
  author_id: z.string(),
  submitted_at: z.nullable(isoTime),
  funded_at: z.nullable(isoTime),
  approved_at: z.nullable(isoTime),
  rejection_reason: z.nullable(z.string()),
  paid_at: z.nullable(isoTime),
  /** Once paid: how many payouts, and their totals. */
  paid: z.nullable(z.object({ payouts: z.number(), gross: minorUnitsSchema, tds: minorUnitsSchema, net: minorUnitsSchema })),
  created_at: isoTime,
});
export type Distribution = z.infer<typeof distributionSchema>;

export const distributionListSchema = z.object({ items: z.array(distributionSchema) });
export type DistributionList = z.infer<typeof distributionListSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  distribution_id: z.string(),
  deal_id: z.string(),
  deal_name: z.string(),
  period: z.string(),
  income_type: z.enum(INCOME_TYPES),
  currency: currencySchema,
  gross: minorUnitsSchema,
  tds: minorUnitsSchema,
  net: minorUnitsSchema,
  rate_bps: z.number(),
  section: z.nullable(z.string()),
  section_2025: z.nullable(z.string()),
  fy: z.string(),
  paid_at: isoTime,
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ items: z.array(payoutSchema) });

/** Unit-seconds (face value × seconds) can pass 2^53: sent as decimal strings. */
const bigDecimal = z.string();

/** GET /api/portfolio/payouts/:id/trail: the Rupee Trail of one payout. */
export const rupeeTrailSchema = z.object({
  payout: payoutSchema,
  lines: distributionSchema.shape.lines,
  distributable: minorUnitsSchema,
  split: distributionSchema.shape.split,
  period: z.object({ start: isoTime, end: isoTime }),
  unit_seconds: bigDecimal,
  total_unit_seconds: bigDecimal,
  /** This holder's share of each income type of the distribution. */
  shares: z.array(z.object({ income_type: z.enum(INCOME_TYPES), amount: minorUnitsSchema, gross: minorUnitsSchema })),
  rule: z.object({
    section: z.nullable(z.string()),
    section_2025: z.nullable(z.string()),
    rate_bps: z.number(),
    threshold: z.nullable(minorUnitsSchema),
    fy_total_before: minorUnitsSchema,
  }),
  tds: minorUnitsSchema,
  net: minorUnitsSchema,
  /** The ledger transfers that moved the money: the net to the wallet, the tax to the deal's TDS account. */
  transfers: z.array(z.object({ id: z.string(), kind: z.string(), amount: minorUnitsSchema, at: isoTime })),
  /** The payout computed again now from the units ledger and the rules: it must match to the paisa. */
  recomputed: z.object({ gross: minorUnitsSchema, tds: minorUnitsSchema, net: minorUnitsSchema, matches: z.boolean() }),
});
export type RupeeTrail = z.infer<typeof rupeeTrailSchema>;

/** A financial year asked for in a query (`fy=2026-27`); the tax page's too. */
export const financialYearQuery = z
  .string()
  .check(z.refine((text) => parseFinancialYear(text) !== null, { error: msg('The financial year must be written like 2026-27.') }));

/** Other keys are ignored, as in every list's query; an empty `deal_id` is none. */
export const payoutListQuerySchema = z.object({
  deal_id: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || isUuid(value), { error: msg('Deal must be a deal id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21.') }),
      ),
      z.transform((value) => (value === '' ? undefined : canonicalId(value))),
    ),
  ),
  fy: z.optional(financialYearQuery),
});

/** POST /api/distributions/:id/evidence: a PDF up to this size for one line of a draft. */
export const EVIDENCE_MAX_BYTES = 20 * 1024 * 1024;

/** The form field beside the file: which line (from 0, as in `lines`) the PDF is evidence of. */
export const evidenceFieldsSchema = z.object(
  {
    line: z
      .string({ error: msg('Send the line the evidence is for in a form field named "line", before the file.') })
      .check(z.regex(/^\d{1,3}$/, { error: msg('The line must be the number of a line of the distribution, counted from 0.') })),
  },
  { error: msg('Send the line the evidence is for in a form field named "line", before the file.') },
);

export const evidenceParamsSchema = z.object({ id: idSchema, fileId: idSchema });

import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { parseTaxQuarter } from '../periods.ts';
import { canonicalId, isUuid } from '../uuid.ts';
import { financialYearQuery } from './distributions.ts';
import { DEAL_STRUCTURES } from './deals.ts';
import { TAXED_INCOME_TYPES } from './income.ts';
import { currencySchema, MAX_AMOUNT_MINOR, minorUnitsSchema } from './money.ts';

/*
 * The admin's tax work (after-funding.md §2; interfaces.md "After funding"): the TDS rules kept as
 * data, each tax quarter's deposit of a deal's withheld tax, the quarterly return in the shape of
 * Form 26Q and each backer's Form 16A. Tax quarters are the financial year's (`2026-27-Q3` is
 * October to December 2026), in Indian time; amounts are whole minor units of the deal's currency.
 */

/** A Form 16A is a small PDF from TRACES: a larger file is refused (413). */
export const TAX_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date YYYY-MM-DD that exists, in the years the periods span (2000-2999). */
function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2999 && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

const date = (sentence: string) => z.string({ error: sentence }).check(z.trim(), z.refine(isCalendarDate, { error: sentence }));

const BPS = msg('Rates are whole basis points from 0 to 10000 (1000 = 10%).');
const bps = z.number({ error: BPS }).check(z.int({ error: BPS }), z.gte(0, { error: BPS }), z.lte(10_000, { error: BPS }));

/** A section of the Act as it is written (`194A`, `393(1) Sl.5(iii)`); empty is none. */
const SECTION = /^[A-Za-z0-9 ().,/-]*$/;
const section = (sentence: string) =>
  z.pipe(
    z.nullable(
      z
        .string({ error: sentence })
        .check(z.trim(), z.maxLength(40, { error: msg('A section is at most 40 characters.') }), z.regex(SECTION, { error: sentence })),
    ),
    z.transform((value) => (value === null || value === '' ? null : value)),
  );

/** POST /api/admin/tds-rules: a rule in force from its date (append-only: a change is a new row). */
export const tdsRuleInputSchema = z
  .strictObject(
    {
      structure: z.enum(DEAL_STRUCTURES, { error: msg('Structure must be private_spv, sm_reit, llp or aif.') }),
      income_type: z.enum(TAXED_INCOME_TYPES, { error: msg('Income type must be interest, dividend, rent, return_of_capital or capital_gain.') }),
      effective_from: date(msg('The effective date must be a date such as 2027-04-01.')),
      section: section(msg('The section must be written as the Act writes it, such as 194A.')),
      section_2025: section(msg('The 2025 Act section must be written as the Act writes it, such as 393(1) Sl.5(iii).')),
      rate_bps: bps,
      threshold: z.nullable(
        z
          .number({ error: msg('The threshold must be a whole number of minor units (paise or cents), or null for none.') })
          .check(
            z.int({ error: msg('The threshold must be a whole number of minor units (paise or cents), or null for none.') }),
            z.gte(0, { error: msg('The threshold cannot be negative.') }),
            z.lte(MAX_AMOUNT_MINOR, { error: msg('The threshold is larger than the platform accepts.') }),
          ),
      ),
      no_pan_rate_bps: bps,
    },
    { error: msg('A TDS rule takes structure, income_type, effective_from, section, section_2025, rate_bps, threshold and no_pan_rate_bps.') },
  )
  .check(
    // Thresholds are counted per section: tax withheld needs the section it is withheld under.
    z.refine((rule) => (rule.rate_bps === 0 && rule.no_pan_rate_bps === 0) || rule.section !== null, {
      error: msg('A rule that withholds tax needs its section.'),
      path: ['section'],
    }),
  );
export type TdsRuleInput = z.infer<typeof tdsRuleInputSchema>;

export const tdsRuleSchema = z.object({
  id: z.string(),
  structure: z.enum(DEAL_STRUCTURES),
  income_type: z.enum(TAXED_INCOME_TYPES),
  effective_from: z.string(),
  section: z.nullable(z.string()),
  section_2025: z.nullable(z.string()),
  rate_bps: z.number(),
  threshold: z.nullable(minorUnitsSchema),
  no_pan_rate_bps: z.number(),
  /** Null for the rules the platform was seeded with. */
  created_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type TdsRule = z.infer<typeof tdsRuleSchema>;

/** GET /api/admin/tds-rules: by structure and income type, the newest effective date first in each. */
export const tdsRuleListSchema = z.object({ items: z.array(tdsRuleSchema) });

/** POST /api/admin/deals/:id/tds-deposits: a tax quarter's withheld tax paid to the government. */
export const tdsDepositInputSchema = z.strictObject(
  {
    quarter: z.string({ error: msg('The quarter must be a tax quarter such as 2026-27-Q3.') }).check(
      z.trim(),
      z.refine((text) => parseTaxQuarter(text) !== null, { error: msg('The quarter must be a tax quarter such as 2026-27-Q3.') }),
    ),
    challan: z
      .string({ error: msg('Enter the challan number.') })
      .check(
        z.trim(),
        z.minLength(1, { error: msg('Enter the challan number.') }),
        z.maxLength(40, { error: msg('The challan number is at most 40 characters.') }),
        z.regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { error: msg('The challan number holds letters, digits, spaces, / and - only.') }),
      ),
    deposited_on: date(msg('The deposit date must be a date such as 2027-01-07.')),
  },
  { error: msg('A deposit takes quarter, challan and deposited_on.') },
);
export type TdsDepositInput = z.infer<typeof tdsDepositInputSchema>;

const depositFields = {
  challan: z.string(),
  deposited_on: z.string(),
  amount: minorUnitsSchema,
  recorded_at: z.string(),
};

export const tdsDepositSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  /** `2026-27-Q3`. */
  quarter: z.string(),
  currency: currencySchema,
  ...depositFields,
});
export type TdsDeposit = z.infer<typeof tdsDepositSchema>;

/** One deal's tax quarter with payouts: what was paid and withheld, and its deposit once recorded. */
export const taxQuarterSchema = z.object({
  deal_id: z.string(),
  deal_name: z.string(),
  currency: currencySchema,
  /** `2026-27-Q3`, and its parts. */
  tax_quarter: z.string(),
  fy: z.string(),
  quarter: z.number(),
  payouts: z.number(),
  gross: minorUnitsSchema,
  withheld: minorUnitsSchema,
  /** Whether the quarter is over: its tax can be deposited from then. */
  ended: z.boolean(),
  deposit: z.nullable(z.object(depositFields)),
});
export type TaxQuarter = z.infer<typeof taxQuarterSchema>;

/** GET /api/admin/tax-quarters: newest quarter first, then by deal. */
export const taxQuarterListSchema = z.object({ items: z.array(taxQuarterSchema) });

const QUARTER_SENTENCE = msg('The quarter must be 1, 2, 3 or 4 (1 = April to June).');

/** `?fy=2026-27&quarter=3`: a tax quarter named by its financial year and number; other keys are ignored. */
export const taxQuarterQuerySchema = z.object({
  fy: financialYearQuery,
  quarter: z.pipe(
    z.string({ error: QUARTER_SENTENCE }).check(z.regex(/^[1-4]$/, { error: QUARTER_SENTENCE })),
    z.transform((text) => Number(text)),
  ),
});
export type TaxQuarterQuery = z.output<typeof taxQuarterQuerySchema>;

/** GET /api/admin/deals/:id/tax-payees: the backers a deal paid in a tax quarter, each with the Form 16A uploaded. */
export const taxPayeeListSchema = z.object({
  items: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      gross: minorUnitsSchema,
      tds: minorUnitsSchema,
      certificate: z.nullable(z.object({ id: z.string(), url: z.string(), uploaded_at: z.string() })),
    }),
  ),
});
export type TaxPayeeList = z.infer<typeof taxPayeeListSchema>;

const idField = (sentence: string) =>
  z.pipe(
    z.string({ error: sentence }).check(z.trim(), z.refine(isUuid, { error: sentence })),
    z.transform((value) => canonicalId(value)),
  );

/** POST /api/admin/tax-certificates: the form fields sent with the PDF (multipart); other fields are ignored. */
export const taxCertificateFieldsSchema = z.object({
  user_id: idField(msg('Backer must be a user id.')),
  deal_id: idField(msg('Deal must be a deal id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21.')),
  fy: financialYearQuery,
  quarter: taxQuarterQuerySchema.shape.quarter,
});
export type TaxCertificateFields = z.output<typeof taxCertificateFieldsSchema>;

export const taxCertificateSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  deal_id: z.string(),
  fy: z.string(),
  quarter: z.number(),
  /** Where its backer (or the admin) downloads it. */
  url: z.string(),
  uploaded_at: z.string(),
  /** Whether it replaced an earlier upload for the same backer, deal and quarter. */
  replaced: z.boolean(),
});
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

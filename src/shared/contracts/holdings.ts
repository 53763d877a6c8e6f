import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { currencySchema, minorUnitsSchema } from './money.ts';
import { storable } from './storable-text.ts';

/*
 * Holdings after funding (after-funding.md §1 and §3; interfaces.md "After funding"): valuations
 * of a deal's equity per 10,000 of face value, and a backer's returns.
 */

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (text: string) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** POST /api/admin/deals/:id/valuations. */
export const valuationInputSchema = z.strictObject(
  {
    valued_on: z
      .string({ error: msg('The valuation date must be a date such as 2027-03-31.') })
      .check(z.refine(isRealDate, { error: msg('The valuation date must be a date such as 2027-03-31.') })),
    price_bps: z
      .number({ error: msg('The price must be a whole number of basis points of face value (10000 = par).') })
      .check(
        z.int({ error: msg('The price must be a whole number of basis points of face value (10000 = par).') }),
        z.positive({ error: msg('The price must be more than zero.') }),
        z.lte(1_000_000, { error: msg('The price must be at most 100 times face value.') }),
      ),
    note: z._default(
      z
        .string({ error: msg('The note must be text.') })
        .check(
          z.trim(),
          z.maxLength(1000, { error: msg('The note is at most 1,000 characters.') }),
          storable(msg('The note contains characters that are not allowed.')),
        ),
      '',
    ),
  },
  { error: msg('A valuation takes valued_on, price_bps and note.') },
);
export type ValuationInput = z.infer<typeof valuationInputSchema>;

export const valuationSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  valued_on: z.string(),
  price_bps: z.number(),
  note: z.string(),
  report_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/** GET /api/deals/:id/valuations: oldest first, as a chart reads them. */
export const valuationListSchema = z.object({ items: z.array(z.object({ valued_on: z.string(), price_bps: z.number() })) });
export type ValuationList = z.infer<typeof valuationListSchema>;

/** One holding's figures, or (without deal_id) the totals of one currency. */
export const returnsSchema = z.object({
  deal_id: z.optional(z.string()),
  deal_name: z.optional(z.string()),
  currency: currencySchema,
  invested: minorUnitsSchema,
  face_value: minorUnitsSchema,
  value: minorUnitsSchema,
  received_gross: minorUnitsSchema,
  received_tds: minorUnitsSchema,
  received_net: minorUnitsSchema,
  /** (received net + value) / invested, 10000 = 1.0x; null with nothing invested. */
  equity_multiple_bps: z.nullable(z.number()),
  /** XIRR of the cash flows before tax; null under 90 days of history. */
  xirr_bps: z.nullable(z.number()),
  /** XIRR of what reached the wallet (after tax withheld). */
  xirr_net_bps: z.nullable(z.number()),
  realised: z.boolean(),
});
export type Returns = z.infer<typeof returnsSchema>;

/** GET /api/portfolio/returns. */
export const portfolioReturnsSchema = z.object({ holdings: z.array(returnsSchema), totals: z.array(returnsSchema) });
export type PortfolioReturns = z.infer<typeof portfolioReturnsSchema>;
